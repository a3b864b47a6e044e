import type { Metadata } from 'next';
import { PageLink } from '@/components/ui/page-link';
import { buttonStyles } from '@/components/ui/button';
import { pages, routes } from '@/content/routes';
import { shell } from '@/content/shell';
import { basePath, withBasePath } from '@/lib/base-path';
import { addressWordsScript, sectionFolders } from '@/lib/search/address-words';

export const metadata: Metadata = { title: shell.notFoundTitle, robots: { index: false } };

const t = shell.notFound;

/**
 * Exported as 404.html, which the host serves (status 404) for every unknown address:
 * it says so, offers the site search for the address's words (a plain GET form to
 * /search, its box filled with the address's words by an inline script) and links to
 * the home page and the English course.
 */
export default function NotFound() {
  return (
    <div className="flex max-w-prose flex-col gap-4">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {t.heading}
      </h1>
      <p className="text-slate-700 dark:text-slate-300">{t.lead}</p>
      <p lang="es" className="text-slate-700 dark:text-slate-300">
        {t.leadEs}
      </p>
      <form role="search" action={withBasePath(pages.search.path)} method="get">
        <label
          htmlFor="not-found-search"
          className="font-medium text-slate-800 dark:text-slate-200"
        >
          {t.searchLabel}
        </label>
        <div className="mt-2 flex flex-wrap gap-2">
          <input
            id="not-found-search"
            type="search"
            name="q"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            className="min-w-0 flex-1 basis-56 rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-500 dark:bg-slate-950 dark:text-white"
          />
          {/* The page is one file for every unknown address: the box gets the address's
              words as it is parsed; without JavaScript it starts empty. */}
          <script
            dangerouslySetInnerHTML={{
              __html: addressWordsScript(
                'not-found-search',
                basePath,
                sectionFolders(routes.map((route) => route.path)),
              ),
            }}
          />
          <button type="submit" className={buttonStyles('primary', 'md')}>
            {t.searchButton}
          </button>
        </div>
      </form>
      <ul className="flex flex-wrap gap-3">
        <li>
          <PageLink href={pages.home.path} className={buttonStyles('secondary', 'md')}>
            {t.home}
          </PageLink>
        </li>
        <li>
          <PageLink href={pages.english.path} className={buttonStyles('secondary', 'md')}>
            {t.english}
          </PageLink>
        </li>
      </ul>
    </div>
  );
}
