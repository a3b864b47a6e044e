import type { CvExperience, CvLang, CvStudy } from '@/content/cv/types';
import { PlusMinus } from '@/components/ui/disclosure';
import { cn } from '@/lib/cn';
import { ExperienceTags } from './experience-tags';

const entry =
  'rounded-lg border border-slate-200 p-4 dark:border-slate-700 print:break-inside-avoid print:border-0 print:px-0 print:py-1';
const summary =
  '-mx-2 flex cursor-pointer list-none items-baseline justify-between gap-3 rounded-md px-2 py-1 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden';

/**
 * An employer of the CV: its name, then each position (name – period) with its
 * description, which folds (`<details>`; the latest positions start open).
 */
export function Experience({ experience, lang }: { experience: CvExperience; lang: CvLang }) {
  return (
    <article className={entry}>
      <h3 className="m-0 text-lg font-semibold text-slate-900 dark:text-white">
        {experience.business}
      </h3>
      <ul className="mt-2 flex flex-col gap-3 print:mt-0 print:gap-1">
        {experience.positions.map((position, i) => (
          <li key={`${position.name}-${i}`} className="print:break-inside-avoid">
            <details open={position.isOpen} className="group/disclosure">
              <summary className={summary}>
                <span className="flex flex-wrap items-baseline gap-x-2">
                  <span className="font-semibold text-brand-700 dark:text-brand-300 print:text-black">
                    {position.name}
                  </span>{' '}
                  {/* Kept on one line: on a narrow screen the dash goes to the next line
                      with the date, instead of ending the position's line on its own. */}
                  <span className="whitespace-nowrap">
                    <span className="text-slate-600 dark:text-slate-400">–</span>{' '}
                    <span className="text-sm text-slate-600 dark:text-slate-300 print:text-slate-800">
                      {position.date}
                    </span>
                  </span>
                </span>
                <PlusMinus className="self-center" />
              </summary>
              <p className="m-0 pt-1 text-slate-700 dark:text-slate-300 print:pt-0 print:text-black">
                {position.description}
              </p>
            </details>
          </li>
        ))}
      </ul>
      <ExperienceTags tags={experience.tags} lang={lang} />
    </article>
  );
}

/** A study of the CV: title, institution and period, then its description, which folds. */
export function Study({ study }: { study: CvStudy }) {
  return (
    <article className={entry}>
      <details open={study.isOpen} className="group/disclosure">
        <summary className={cn(summary, 'grid grid-cols-[1fr_auto]')}>
          <h3 className="m-0 text-lg font-semibold text-slate-900 dark:text-white">
            {study.title}
          </h3>
          <PlusMinus className="row-span-2 self-center" />
          <span className="mt-1 text-sm text-slate-600 dark:text-slate-300 print:text-slate-800">
            {study.origin} <span aria-hidden="true">·</span> {study.date}
          </span>
        </summary>
        <p className="m-0 pt-2 text-slate-700 dark:text-slate-300 print:pt-0 print:text-black">
          {study.description}
        </p>
      </details>
    </article>
  );
}
