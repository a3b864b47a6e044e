import { EmbedFrame } from '@/components/ui/embed-frame';
import { ExternalLink } from '@/components/ui/external-link';
import { EnglishPageHeader } from '@/components/english/help/english-page-header';
import { YouTubeEmbed } from '@/components/ui/youtube-embed';
import { phrasalVerbsArticle, phrasalVerbsVideos } from '@/content/english/embeds';
import { phrasalVerbs, phrasalVerbsTexts as t } from '@/content/english/phrasal-verbs';
import { pages } from '@/content/routes';
import { GrammarSection } from './grammar-section';
import { PhrasalVerbList } from './phrasal-verb-list';

const route = pages.phrasalVerbs;

const linkClass =
  'self-start font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-brand-300 dark:hover:text-brand-200';

/** 150 phrasal verbs: the embedded article, the videos and the full list. */
export function PhrasalVerbsPage() {
  return (
    <>
      <EnglishPageHeader route={route} intro={{ en: t.intro, es: t.introEs }} />
      <div className="flex flex-col gap-10">
        <GrammarSection id="article" title={t.articleHeading}>
          <EmbedFrame
            src={phrasalVerbsArticle.url}
            title={phrasalVerbsArticle.title}
            height={phrasalVerbsArticle.height}
          />
          <ExternalLink href={phrasalVerbsArticle.url} className={linkClass} newTabNote="none">
            {t.articleLinkLabel}
          </ExternalLink>
        </GrammarSection>

        <GrammarSection id="videos" title={t.videosHeading}>
          <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3">
            {phrasalVerbsVideos.map((video) => (
              <li key={video.videoId} className="flex flex-col gap-2">
                <YouTubeEmbed videoId={video.videoId} title={video.title} />
                <p className="text-sm text-slate-700 dark:text-slate-300">{video.channel}</p>
              </li>
            ))}
          </ul>
        </GrammarSection>

        <GrammarSection id="list" title={t.listHeading}>
          <PhrasalVerbList items={phrasalVerbs} />
        </GrammarSection>
      </div>
    </>
  );
}
