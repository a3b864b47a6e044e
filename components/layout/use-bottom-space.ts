import { useEffect, type RefObject } from 'react';

/**
 * Keeps the height of a notice fixed at the bottom of the screen in a CSS variable on
 * <html> while it is shown, so the page makes room for it (globals.css `--notice-space`):
 * the main area scrolls its last lines out from under it, the to-do list's + button
 * floats above it, and a control scrolled into view clears it. Without this, a notice
 * covered the + button, the only way to add a task. Set through the CSSOM, which the
 * site's content security policy allows.
 */
export function useBottomSpace(
  ref: RefObject<HTMLElement | null>,
  variable: `--${string}`,
  shown: boolean,
): void {
  useEffect(() => {
    const element = ref.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(variable, `${element.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(variable);
    };
  }, [ref, variable, shown]);
}
