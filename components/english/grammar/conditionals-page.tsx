import { Disclosure } from '@/components/ui/disclosure';
import { EnglishPageHeader } from '@/components/english/help/english-page-header';
import { HelpText } from '@/components/english/help/help-text';
import {
  conditionalLabels,
  conditionals,
  conditionalsIntro,
  type Conditional,
} from '@/content/english/conditionals';
import { pages } from '@/content/routes';
import { Spanish } from './spanish';

const route = pages.conditionals;

function ConditionalBody({ conditional }: { conditional: Conditional }) {
  return (
    <div className="flex flex-col gap-5 px-3 pt-1 pb-5">
      <div>
        <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
          {conditionalLabels.use}
        </h3>
        <HelpText
          en={conditional.use.en}
          es={conditional.use.es}
          className="mt-1 text-slate-800 dark:text-slate-200"
        />
      </div>
      <div>
        <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
          {conditionalLabels.structure}
        </h3>
        <ul className="mt-2 flex flex-col gap-2">
          {conditional.structures.map((structure) => (
            <li
              key={`${structure.ifClause}|${structure.mainClause}`}
              className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 dark:border-brand-800 dark:bg-slate-800"
            >
              <p className="font-semibold text-brand-900 dark:text-brand-200">
                <span className="whitespace-nowrap">{structure.ifClause},</span>{' '}
                <span className="whitespace-nowrap">{structure.mainClause}</span>
              </p>
              <Spanish className="text-sm">
                <span className="sr-only">{conditionalLabels.inSpanish}</span>
                {structure.es}
              </Spanish>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
          {conditionalLabels.examples}
        </h3>
        <ul className="mt-2 flex flex-col gap-3">
          {conditional.examples.map((example) => (
            <li key={example.en} className="border-l-4 border-brand-300 pl-3 dark:border-brand-600">
              <p className="font-medium text-slate-900 dark:text-white">{example.en}</p>
              <Spanish>{example.es}</Spanish>
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-lg bg-amber-50 px-3 py-2 text-slate-800 dark:bg-slate-800 dark:text-slate-200">
        <HelpText
          en={
            <>
              <strong className="font-semibold">{conditionalLabels.tip}</strong>
              {conditional.tip.en}
            </>
          }
          es={
            <>
              <strong className="font-semibold">{conditionalLabels.tipEs}</strong>
              {conditional.tip.es}
            </>
          }
        />
      </div>
    </div>
  );
}

/**
 * Conditional sentences: an accordion of the zero to third conditionals and mixed ones,
 * the first one open.
 */
export function ConditionalsPage() {
  return (
    <>
      <EnglishPageHeader route={route} intro={conditionalsIntro} />
      <div className="flex flex-col gap-3">
        {conditionals.map((conditional, index) => (
          <Disclosure
            key={conditional.id}
            // The first conditional is open, so the page starts with a lesson, not a list of titles.
            open={index === 0}
            headingLevel={2}
            className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900"
            summaryClassName="px-3 py-3 text-lg text-slate-900 dark:text-white"
            title={
              <>
                {conditional.name}{' '}
                <span
                  lang="es"
                  className="ml-1 text-sm font-medium text-slate-600 dark:text-slate-400"
                >
                  {conditional.nameEs}
                </span>
              </>
            }
          >
            <ConditionalBody conditional={conditional} />
          </Disclosure>
        ))}
      </div>
    </>
  );
}
