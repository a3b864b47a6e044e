import { buttonStyles } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { SpeakIcon } from '@/components/ui/icons';
import { EnglishPageHeader } from '@/components/english/help/english-page-header';
import { YouTubeEmbed } from '@/components/ui/youtube-embed';
import { tenseExamples } from '@/content/english/tense-examples';
import { tensesPage, tenseVideos } from '@/content/english/tense-texts';
import { pages } from '@/content/routes';
import { site } from '@/content/site';
import { phraseText } from '@/lib/english/conjugate-en';
import { DEFAULT_SELECTION } from '@/lib/english/tenses/selection';
import { tenseTable } from '@/lib/english/tenses/table';
import { TenseExplorer } from './tense-explorer';
import { TenseLegend } from './tense-legend';

const route = pages.verbalTenses;

/** What the explorer shows before its examples load: their names and the first table. */
const names = tenseExamples.map((example) => phraseText(example.en));
const first = tenseTable(tenseExamples[0]!, DEFAULT_SELECTION.subject, DEFAULT_SELECTION.form);

/** The Verb tenses page: header, explorer (selectors, table, verb forms), legend, videos. */
export function VerbalTensesPage() {
  return (
    <div className="flex flex-col gap-8">
      <EnglishPageHeader route={route} intro={tensesPage.intro}>
        <ExternalLink
          href={site.feedbackFormUrl}
          className={`${buttonStyles('secondary', 'sm')} self-start`}
        >
          {tensesPage.feedbackLabel}
        </ExternalLink>
      </EnglishPageHeader>
      <TenseExplorer
        legend={<TenseLegend />}
        names={names}
        phrases={tenseExamples.map((example) => example.en)}
        first={first}
        speakIcon={<SpeakIcon aria-hidden="true" className="size-5" />}
      />
      <section
        aria-labelledby="tense-videos-heading"
        className="flex flex-col gap-4 skip-offscreen"
      >
        <h2 id="tense-videos-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
          {tensesPage.videosHeading}
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          {tenseVideos.map((video) => (
            <YouTubeEmbed key={video.id} videoId={video.id} title={video.title} />
          ))}
        </div>
      </section>
    </div>
  );
}
