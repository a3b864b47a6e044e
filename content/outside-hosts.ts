import { devTips } from './dev-tips';
import { interviewFrame, phrasalVerbsArticle } from './english/embeds';
import { pages } from './routes';
import { site } from './site';

/** The outside sources a page uses, by kind of request (Content-Security-Policy). */
export interface OutsideHosts {
  connect?: string[];
  img?: string[];
  media?: string[];
  frame?: string[];
}

const origin = (url: string) => new URL(url).origin;
const origins = (urls: readonly string[]) => [...new Set(urls.map(origin))];

/**
 * The outside sources of each page that uses any; every other page uses none, and its
 * policy allows only the site itself. The news pages show the pictures and clips of
 * whatever hosts their feeds name at the build, so they allow any https address for
 * those two kinds. Read at the build (app/build-config.json/route.ts); a page added here
 * is also added to content/outside-pages.ts.
 */
export const outsideHosts: Readonly<Record<string, OutsideHosts>> = {
  [pages.pokemon.path]: { connect: [origin(site.pokeApiHost)], img: [site.pokeArtworkHost] },
  [pages.news.path]: { img: ['https:'], media: ['https:'] },
  [pages.readNews.path]: { img: ['https:'] },
  [pages.devTips.path]: { frame: origins(devTips.map((tip) => tip.url)) },
  [pages.verbalTenses.path]: { frame: [site.videoEmbedHost] },
  [pages.phrasalVerbs.path]: { frame: origins([site.videoEmbedHost, phrasalVerbsArticle.url]) },
  [pages.interview.path]: { frame: [origin(interviewFrame.url)] },
};
