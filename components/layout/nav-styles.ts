/** The look of the navigation bar's links (its menu and the résumé link). */
export const navLinkClass =
  'block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-200/70 hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-700/70 dark:hover:text-white';
