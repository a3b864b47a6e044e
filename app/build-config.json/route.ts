import { interviewFrame, phrasalVerbsArticle } from '@/content/english/embeds';
import { routes } from '@/content/routes';
import { otherSection, searchSections } from '@/content/search';
import { site } from '@/content/site';
import { indexedPages } from '@/lib/search/sections';

/**
 * Build-time data for the post-build step (lib/tooling/postbuild.mjs), which reads
 * this file from out/ to write the Content-Security-Policy and the search index, then
 * deletes it.
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
    search: { pages: indexedPages(routes, searchSections, otherSection) },
  });
}
