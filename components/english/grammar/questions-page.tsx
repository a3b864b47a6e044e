import { EnglishPageHeader } from '@/components/english/help/english-page-header';
import { HelpText } from '@/components/english/help/help-text';
import {
  questionLabels,
  questionSections,
  questionsIntro,
  type QuestionKind,
} from '@/content/english/questions';
import { pages } from '@/content/routes';
import { GrammarSection } from './grammar-section';

const route = pages.questions;

function QuestionCard({ kind, id }: { kind: QuestionKind; id: string }) {
  const headingId = `${id}-title`;
  // The spaces between a label and its value (and the two names of the heading) are for
  // the search index, which runs adjacent elements together ("QuestionHow do you…").
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <h3 id={headingId} className="text-lg font-bold text-slate-900 dark:text-white">
        {kind.type}{' '}
        <span lang="es" className="ml-1 text-sm font-medium text-slate-600 dark:text-slate-400">
          {kind.typeEs}
        </span>
      </h3>
      <div className="text-slate-800 dark:text-slate-200">
        <HelpText en={kind.description} es={kind.descriptionEs} />
      </div>
      <dl className="mt-auto grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800">
        <dt className="font-semibold text-slate-700 dark:text-slate-300">
          {questionLabels.question}
        </dt>{' '}
        <dd className="font-medium text-slate-900 dark:text-white">{kind.example}</dd>{' '}
        <dt className="font-semibold text-slate-700 dark:text-slate-300">
          {questionLabels.answer}
        </dt>{' '}
        <dd className="text-slate-900 dark:text-white">{kind.answer}</dd>
      </dl>
    </article>
  );
}

/** Questions: H-questions, Wh-questions and yes/no questions, one card per kind. */
export function QuestionsPage() {
  return (
    <>
      <EnglishPageHeader route={route} intro={questionsIntro} />
      <div className="flex flex-col gap-10">
        {questionSections.map((section) => (
          <GrammarSection
            key={section.id}
            id={section.id}
            title={section.title}
            subtitle={section.titleEs}
          >
            <div className="max-w-prose text-slate-800 dark:text-slate-200">
              <HelpText en={section.intro} es={section.introEs} />
            </div>
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {section.kinds.map((kind, index) => (
                <li key={kind.type}>
                  <QuestionCard kind={kind} id={`${section.id}-${index}`} />
                </li>
              ))}
            </ul>
          </GrammarSection>
        ))}
      </div>
    </>
  );
}
