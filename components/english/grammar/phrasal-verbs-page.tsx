import { Fragment } from 'react';
import { ReviewItemList } from '@/components/review/review-item-list';
import { EmbedFrame } from '@/components/ui/embed-frame';
import { ExternalLink } from '@/components/ui/external-link';
import { EnglishPageHeader } from '@/components/english/help/english-page-header';
import { YouTubeEmbed } from '@/components/ui/youtube-embed';
import { phrasalVerbsArticle, phrasalVerbsVideos } from '@/content/english/embeds';
import { phrasalVerbs, phrasalVerbsTexts as t } from '@/content/english/phrasal-verbs';
import { pages } from '@/content/routes';
import { phrasalVerbAnchor } from '@/lib/search/anchors';
import { GrammarSection } from './grammar-section';
import { Spanish } from './spanish';

const route = pages.phrasalVerbs;
/** Each card's heading id: its link target, and what describes its button. */
const names = phrasalVerbs.map((item) => phrasalVerbAnchor(item.verb));

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
          {/* The list, far below the first screen, is styled and laid out only as it nears
              the screen (content-visibility: auto on the whole list; until then it holds
              about its height at each width, then the height it last had). A link to a card
              renders the whole list first, so it lands on the card: with the property on
              each card, the cards above it were counted at a guessed height and a phone
              landed off it. The 4px padding, taken back by the margin, keeps the cards'
              shadows and the destination's ring inside the list's paint. */}
          <ReviewItemList
            deck="phrasal"
            items={phrasalVerbs}
            names={names}
            cards={phrasalVerbs.map((item, i) => (
              <Fragment key={item.verb}>
                {/* A heading with an id: the search index makes it a result of its own,
                    named by the verb, and a result's link lands on it. */}
                <h3 id={names[i]} className="font-bold text-slate-900 dark:text-white">
                  {item.verb}
                </h3>
                <Spanish className="text-sm">{item.meaningEs}</Spanish>
                <p className="mt-1 text-sm text-slate-800 italic dark:text-slate-200">
                  {item.example}
                </p>
              </Fragment>
            ))}
            className="-m-1 grid grid-cols-1 gap-3 p-1 skip-offscreen [--skip-height:21300px] sm:grid-cols-2 sm:[--skip-height:10700px] lg:grid-cols-3 lg:[--skip-height:7100px]"
            itemClassName="flex flex-col rounded-lg border border-slate-200 bg-white px-3 py-2 shadow-sm dark:border-slate-700 dark:bg-slate-900 holds-destination:border-brand-600 holds-destination:ring-2 holds-destination:ring-brand-500"
            buttonRowClassName="mt-auto flex pt-2"
          />
        </GrammarSection>
      </div>
    </>
  );
}
