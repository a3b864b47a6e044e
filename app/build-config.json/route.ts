import { interviewFrame, phrasalVerbsArticle } from '@/content/english/embeds';
import { site } from '@/content/site';

/**
 * Build-time data for the post-build step (lib/tooling/postbuild.mjs), which reads
 * this file from out/ to write the Content-Security-Policy and then deletes it.
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
  });
}
