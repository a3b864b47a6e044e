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

/** Shows a theme at once: the class (and colour scheme) the theme's head script sets. */
export function showTheme(theme: 'light' | 'dark'): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}
