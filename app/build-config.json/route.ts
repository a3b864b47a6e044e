import { outsideHosts } from '@/content/outside-hosts';
import { outsidePages } from '@/content/outside-pages';
import { finishedRoutes, routes } from '@/content/routes';
import { otherSection, searchSections } from '@/content/search';
import { indexedPages } from '@/lib/search/sections';

/**
 * Build-time data for the post-build step (scripts/postbuild.mjs), which reads this file
 * from out/ to write each page's Content-Security-Policy and the search index, then takes
 * it out of the site; the speed budget (scripts/budget.mjs) reads the pages' kinds from it.
 */
export const dynamic = 'force-static';

// Links open a new document exactly into the pages whose policy names outside hosts.
const listed = Object.keys(outsideHosts);
if (listed.length !== outsidePages.size || listed.some((path) => !outsidePages.has(path))) {
  throw new Error(
    'content/outside-pages.ts must list exactly the pages of content/outside-hosts.ts',
  );
}

export function GET() {
  return Response.json({
    csp: outsideHosts,
    routes: routes.map(({ path, interactive, lang }) => ({
      path,
      lang: lang ?? 'en',
      interactive: interactive ?? false,
    })),
    search: { pages: indexedPages(finishedRoutes, searchSections, otherSection) },
  });
}
