import { EmbedFrame } from '@/components/ui/embed-frame';
import { ExternalLink } from '@/components/ui/external-link';
import { EnglishPageHeader } from '@/components/english/help/english-page-header';
import { interviewFrame, interviewTexts } from '@/content/english/embeds';
import { pages } from '@/content/routes';

const route = pages.interview;

/** Interview: an embedded outside page, full width and 700 px high. */
export function InterviewPage() {
  return (
    <>
      <EnglishPageHeader
        route={route}
        intro={{ en: interviewTexts.intro, es: interviewTexts.introEs }}
      >
        <ExternalLink
          href={interviewFrame.url}
          newTabNote="none"
          className="self-start font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-brand-300 dark:hover:text-brand-200"
        >
          {interviewTexts.openLabel}
        </ExternalLink>
      </EnglishPageHeader>
      <EmbedFrame
        src={interviewFrame.url}
        title={interviewFrame.title}
        height={interviewFrame.height}
      />
    </>
  );
}
