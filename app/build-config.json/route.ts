import { interviewFrame, phrasalVerbsArticle } from '@/content/english/embeds';
import { routes } from '@/content/routes';
import { otherSection, searchSections } from '@/content/search';
import { site } from '@/content/site';
import { indexedPages } from '@/lib/search/sections';

/**
 * Build-time data for the post-build step (scripts/postbuild.mjs), which reads this file
 * from out/ to write the Content-Security-Policy and the search index, then takes it out
 * of the site; the speed budget (scripts/budget.mjs) reads the pages' kinds from it.
 */
export const dynamic = 'force-static';

const origin = (url: string) => new URL(url).origin;

export function GET() {
  return Response.json({
    csp: {
      img: ['https:'],
      media: ['https:'],
      connect: [origin(site.pokeApiHost)],
      frame: [
        ...new Set([site.videoEmbedHost, phrasalVerbsArticle.url, interviewFrame.url].map(origin)),
      ],
    },
    routes: routes.map(({ path, interactive, lang }) => ({
      path,
      lang: lang ?? 'en',
      interactive: interactive ?? false,
    })),
    search: { pages: indexedPages(routes, searchSections, otherSection) },
  });
}
