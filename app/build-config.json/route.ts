import { outsideHosts, outsidePagesMismatch } from '@/content/outside-hosts';
import { finishedRoutes, routes } from '@/content/routes';
import { otherSection, searchSections } from '@/content/search';
import { indexedPages } from '@/lib/search/sections';

/**
 * Build-time data for the post-build step (scripts/postbuild.mjs), which reads this file
 * from out/ to write each page's Content-Security-Policy and the search index, then takes
 * it out of the site; the speed budget (scripts/budget.mjs) reads the pages' kinds from it.
 */
export const dynamic = 'force-static';

const mismatch = outsidePagesMismatch();
if (mismatch.missing.length || mismatch.extra.length) {
  throw new Error(
    `content/outside-pages.ts and content/outside-hosts.ts differ: missing ${JSON.stringify(mismatch.missing)}, not in the hosts ${JSON.stringify(mismatch.extra)}`,
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
