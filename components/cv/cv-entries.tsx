import { StaticMarkup } from '@/components/ui/static-markup';
import type { CvExperience, CvLang, CvStudy } from '@/content/cv/types';
import { ExperienceBlock } from './experience-block';
import { ExperienceTags } from './experience-tags';
import { StudyBlock } from './study-block';

/**
 * An employer of the CV. Its texts never change, so the server writes them as static
 * markup and the block (a client component) hydrates only its toggles and panels.
 */
export function Experience({ experience, lang }: { experience: CvExperience; lang: CvLang }) {
  return (
    <ExperienceBlock
      business={experience.business}
      isOpen={experience.isOpen}
      positions={experience.positions.map((position) => ({
        name: position.name,
        period: (
          <StaticMarkup>
            {/* Kept on one line: on a narrow screen the dash goes to the next line with the
                date, instead of ending the position's line on its own (a no-break space
                would not do: a line may still break after a dash). */}
            <span className="whitespace-nowrap">
              <span className="text-slate-600 dark:text-slate-400">–</span>{' '}
              <span className="text-sm text-slate-600 dark:text-slate-300 print:text-slate-800">
                {position.date}
              </span>
            </span>
          </StaticMarkup>
        ),
        description: (
          <StaticMarkup>
            <p className="m-0 pt-1 text-slate-700 dark:text-slate-300 print:text-black">
              {position.description}
            </p>
          </StaticMarkup>
        ),
      }))}
      tags={<ExperienceTags tags={experience.tags} lang={lang} />}
    />
  );
}

/** A study of the CV: its texts as static markup around the block's toggle and panel. */
export function Study({ study }: { study: CvStudy }) {
  return (
    <StudyBlock
      title={study.title}
      isOpen={study.isOpen}
      origin={
        <StaticMarkup>
          <p className="m-0 mt-1 text-sm text-slate-600 dark:text-slate-300 print:text-slate-800">
            {study.origin} <span aria-hidden="true">·</span> {study.date}
          </p>
        </StaticMarkup>
      }
      description={
        <StaticMarkup>
          <p className="m-0 pt-2 text-slate-700 dark:text-slate-300 print:text-black">
            {study.description}
          </p>
        </StaticMarkup>
      }
    />
  );
}
