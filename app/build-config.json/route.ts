import { interviewFrame, phrasalVerbsArticle } from '@/content/english/embeds';
import { routes } from '@/content/routes';
import { otherSection, searchSections } from '@/content/search';
import { site } from '@/content/site';
import { indexedPages } from '@/lib/search/sections';

/**
 * Build-time data for the post-build step (lib/tooling/postbuild.mjs), which reads
 * this file from out/ to write the Content-Security-Policy and the search index, then
 * moves it out of the site (to .next/) for the speed budget (lib/tooling/budget.mjs),
 * which reads the pages' kinds from it.
 */
export const dynamic = 'force-static';

const origin = (url: string) => new URL(url).origin;

export function GET() {
  return Response.json({
    csp: {
      connect: [origin(site.pokeApiHost)],
      frame: [
        ...new Set([site.videoEmbedHost, phrasalVerbsArticle.url, interviewFrame.url].map(origin)),
      ],
    },
    routes: routes.map(({ path, interactive, jsBudgetKb, lang }) => ({
      path,
      lang: lang ?? 'en',
      interactive: interactive ?? false,
      jsBudgetKb: jsBudgetKb ?? null,
    })),
    search: { pages: indexedPages(routes, searchSections, otherSection) },
  });
}
