import { PageLink } from '@/components/ui/page-link';
import { PageHeader } from '@/components/ui/page-header';
import { finishedRoutes, pages } from '@/content/routes';
import { otherSection, searchSections, searchTexts as t } from '@/content/search';
import { sectionGroups } from '@/lib/search/sections';
import { SearchPanel } from './search-panel';

const linkClass =
  'rounded font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-brand-300';

/**
 * The sections of the site, from the route registry: links that never change, drawn by
 * the server.
 */
export function SearchSections() {
  const groups = sectionGroups(finishedRoutes, searchSections, otherSection, [pages.search.path]);
  return (
    <section aria-labelledby="search-sections-heading" className="mt-12">
      <h2
        id="search-sections-heading"
        className="text-2xl font-bold text-slate-900 dark:text-white"
      >
        {t.sectionsHeading}
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <div key={group.label}>
            <h3 className="font-semibold text-slate-900 dark:text-white">{group.label}</h3>
            <ul className="mt-2 flex flex-col gap-1.5">
              {group.pages.map((page) => (
                <li key={page.path}>
                  <PageLink href={page.path} className={linkClass}>
                    {page.title}
                  </PageLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

/**
 * /search?q=…&lang=…: shareable results. The sections of the site are listed below, from
 * the route registry, so the page is useful without JavaScript too.
 */
export function SearchPage() {
  return (
    <>
      <PageHeader route={pages.search} />
      {/* Shown only where scripts do not run (the `scripting` media feature). */}
      <p className="mb-6 hidden max-w-prose rounded-lg bg-amber-50 px-4 py-3 text-slate-900 dark:bg-slate-800 dark:text-slate-100 noscript:block">
        {t.needsJavaScript}
      </p>
      <SearchPanel />
      <SearchSections />
    </>
  );
}
