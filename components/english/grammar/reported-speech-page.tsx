import { Card } from '@/components/ui/card';
import { EnglishPageHeader } from '@/components/english/help/english-page-header';
import { HelpText } from '@/components/english/help/help-text';
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

const route = pages.reportedSpeech;

/** Reported speech: intro, tense shifts, reported questions, time words and reporting verbs. */
export function ReportedSpeechPage() {
  return (
    <>
      <EnglishPageHeader route={route} intro={{ en: t.intro, es: t.introEs }}>
        <Card className="max-w-prose p-4 text-slate-800 dark:text-slate-200">
          <HelpText en={t.sayTell} es={t.sayTellEs} />
        </Card>
      </EnglishPageHeader>

      <div className="flex flex-col gap-10">
        <GrammarSection id="statements" title={t.statementsHeading}>
          <HelpText
            en={t.statementsNote}
            es={t.statementsNoteEs}
            className="text-slate-800 dark:text-slate-200"
          />
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
                <HelpText as="span" en={rule.en} es={rule.es} />
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
          <div className="max-w-prose text-slate-800 dark:text-slate-200">
            <HelpText en={t.verbsIntro} es={t.verbsIntroEs} />
          </div>
          {/* The longest table of the page, and its last block: styled and laid out only as it
              nears the screen. Only the section's top is a link target. */}
          <div className="skip-offscreen [--skip-height:2340px] lg:[--skip-height:2100px] xl:[--skip-height:1960px]">
            <ScrollTable
              caption={t.verbsCaption}
              columns={t.columns.verbs}
              className="min-w-[52rem]"
            >
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
          </div>
        </GrammarSection>
      </div>
    </>
  );
}
