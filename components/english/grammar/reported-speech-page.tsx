import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import {
  reportedQuestions,
  reportedSpeechTexts as t,
  reportingVerbs,
  tenseShifts,
  wordShifts,
} from '@/content/english/reported-speech';
import { pages } from '@/content/routes';
import { GrammarSection } from './grammar-section';
import { ScrollTable, rowHeaderClass, spanishCellClass, tdClass } from './scroll-table';
import { Spanish } from './spanish';

const route = pages.reportedSpeech;

/** Reported speech: intro, tense shifts, reported questions, time words and reporting verbs. */
export function ReportedSpeechPage() {
  return (
    <>
      <PageHeader route={route} description={t.intro}>
        <Spanish className="max-w-prose">{t.introEs}</Spanish>
        <Card className="max-w-prose p-4">
          <p className="text-slate-800 dark:text-slate-200">{t.sayTell}</p>
          <Spanish className="mt-1 text-sm">{t.sayTellEs}</Spanish>
        </Card>
      </PageHeader>

      <div className="flex flex-col gap-10">
        <GrammarSection id="statements" title={t.statementsHeading}>
          <p className="text-slate-800 dark:text-slate-200">
            {t.statementsNote}{' '}
            <Spanish as="span" className="text-sm">
              {t.statementsNoteEs}
            </Spanish>
          </p>
          <ScrollTable
            caption={t.statementsCaption}
            columns={t.columns.statements}
            className="min-w-[46rem]"
          >
            <tbody>
              {tenseShifts.map((shift) => (
                <tr key={shift.direct}>
                  <th scope="row" className={rowHeaderClass}>
                    {shift.direct}
                  </th>
                  <td className={tdClass}>
                    <span aria-hidden="true">→ </span>
                    {shift.reported}
                  </td>
                  <td className={tdClass}>{shift.directExample}</td>
                  <td className={tdClass}>{shift.reportedExample}</td>
                  <td lang="es" className={spanishCellClass}>
                    {shift.reportedExampleEs}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </GrammarSection>

        <GrammarSection id="questions" title={t.questionsHeading}>
          <ul className="flex max-w-prose list-disc flex-col gap-2 pl-5">
            {t.questionRules.map((rule) => (
              <li key={rule.en} className="text-slate-800 dark:text-slate-200">
                {rule.en}
                <Spanish className="text-sm">{rule.es}</Spanish>
              </li>
            ))}
          </ul>
          <ScrollTable
            caption={t.questionsCaption}
            columns={t.columns.questions}
            className="min-w-[40rem]"
          >
            <tbody>
              {reportedQuestions.map((question) => (
                <tr key={question.direct}>
                  <th scope="row" className={rowHeaderClass}>
                    {question.kind}
                  </th>
                  <td className={tdClass}>{question.direct}</td>
                  <td className={tdClass}>{question.reported}</td>
                  <td lang="es" className={spanishCellClass}>
                    {question.reportedEs}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </GrammarSection>

        <GrammarSection id="time-words" title={t.wordsHeading}>
          <ScrollTable caption={t.wordsCaption} columns={t.columns.words} className="min-w-[28rem]">
            <tbody>
              {wordShifts.map((word) => (
                <tr key={word.direct}>
                  <th scope="row" className={rowHeaderClass}>
                    {word.direct}
                  </th>
                  <td className={tdClass}>
                    <span aria-hidden="true">→ </span>
                    {word.reported}
                  </td>
                  <td lang="es" className={spanishCellClass}>
                    {word.directEs} → {word.reportedEs}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </GrammarSection>

        <GrammarSection id="reporting-verbs" title={t.verbsHeading}>
          <div className="max-w-prose">
            <p className="text-slate-800 dark:text-slate-200">{t.verbsIntro}</p>
            <Spanish className="text-sm">{t.verbsIntroEs}</Spanish>
          </div>
          <ScrollTable caption={t.verbsCaption} columns={t.columns.verbs} className="min-w-[52rem]">
            <tbody>
              {reportingVerbs.map((verb) => (
                <tr key={verb.verb}>
                  <th scope="row" className={rowHeaderClass}>
                    {verb.verb}
                  </th>
                  <td lang="es" className={spanishCellClass}>
                    {verb.verbEs}
                  </td>
                  <td className={tdClass}>
                    <code className="font-mono text-xs text-slate-700 dark:text-slate-300">
                      {verb.pattern}
                    </code>
                  </td>
                  <td className={tdClass}>{verb.example}</td>
                  <td lang="es" className={spanishCellClass}>
                    {verb.exampleEs}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </GrammarSection>
      </div>
    </>
  );
}
