import { devTips } from '@/content/dev-tips';
import { interviewFrame, phrasalVerbsArticle } from '@/content/english/embeds';
import { finishedRoutes, pages, routes } from '@/content/routes';
import { otherSection, searchSections } from '@/content/search';
import { site } from '@/content/site';
import { indexedPages } from '@/lib/search/sections';

/**
 * Build-time data for the post-build step (scripts/postbuild.mjs), which reads this file
 * from out/ to write each page's Content-Security-Policy and the search index, then takes
 * it out of the site; the speed budget (scripts/budget.mjs) reads the pages' kinds from it.
 */
export const dynamic = 'force-static';

const origin = (url: string) => new URL(url).origin;
const origins = (urls: readonly string[]) => [...new Set(urls.map(origin))];

/**
 * The outside sources each page uses, by kind of request; a page not listed uses none.
 * The news pages show pictures and clips of whatever hosts their feeds name at the build
 * (any https address); every other page names its hosts.
 */
const outside: Record<
  string,
  { connect?: string[]; img?: string[]; media?: string[]; frame?: string[] }
> = {
  [pages.pokemon.path]: { connect: [origin(site.pokeApiHost)], img: [site.pokeArtworkHost] },
  [pages.news.path]: { img: ['https:'], media: ['https:'], frame: [] },
  [pages.readNews.path]: { img: ['https:'] },
  [pages.devTips.path]: { frame: origins(devTips.map((tip) => tip.url)) },
  [pages.verbalTenses.path]: { frame: [site.videoEmbedHost] },
  [pages.phrasalVerbs.path]: { frame: origins([site.videoEmbedHost, phrasalVerbsArticle.url]) },
  [pages.interview.path]: { frame: [origin(interviewFrame.url)] },
};

export function GET() {
  return Response.json({
    csp: outside,
    routes: routes.map(({ path, interactive, lang }) => ({
      path,
      lang: lang ?? 'en',
      interactive: interactive ?? false,
    })),
    search: { pages: indexedPages(finishedRoutes, searchSections, otherSection) },
  });
}
