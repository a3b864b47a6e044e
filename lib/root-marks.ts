/**
 * The marks the head scripts put on <html> before the first paint (the theme's class, the
 * English settings' attributes) are what the page shows; controls that draw their state
 * read them with `useSyncExternalStore(watchRoot([...]), read)`, so no store is loaded
 * before a choice is made.
 */

/** A `subscribe` for `useSyncExternalStore`: calls back when one of `attributes` of <html> changes. */
export function watchRoot(attributes: readonly string[]) {
  return (onChange: () => void) => {
    const observer = new MutationObserver(onChange);
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: [...attributes],
    });
    return () => observer.disconnect();
  };
}

/**
 * Sets an attribute of <html> (removes it for null), only when that changes it: a write
 * of the same value still makes the browser restyle what depends on it (for `lang`,
 * every element of the page).
 */
export function setRootAttribute(name: string, value: string | null): void {
  const root = document.documentElement;
  if (root.getAttribute(name) === value) return;
  if (value === null) root.removeAttribute(name);
  else root.setAttribute(name, value);
}

/** Shows a theme at once: the class (and colour scheme) the theme's head script sets. */
export function showTheme(theme: 'light' | 'dark'): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}
