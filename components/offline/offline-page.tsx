import { pages, routes, servicePages } from '@/content/routes';
import { shell } from '@/content/shell';
import { SavedPages } from './saved-pages';

/**
 * The page for an address this device has not kept, shown with the network off. It never
 * redirects: the home page may not be kept either, and a redirect to a page that is not
 * there would come back here, over and over.
 */
export function OfflinePage() {
  const words = shell.offline;
  return (
    <div lang="en">
      <h1 className="text-2xl font-semibold">{words.heading}</h1>
      <p className="mt-2 max-w-prose">{words.notSaved}</p>
      <p lang="es" className="mt-2 max-w-prose text-slate-600 dark:text-slate-300">
        {words.notSavedEs}
      </p>
      <SavedPages
        pages={routes.map((route) => ({
          path: route.path,
          // The tab title tells the two CVs apart (their heading is the owner's name).
          name: route.title ?? route.heading,
          ...(route.lang ? { lang: route.lang } : {}),
        }))}
        words={words}
        ownPath={servicePages.offline.path}
        homePath={pages.home.path}
      />
    </div>
  );
}
