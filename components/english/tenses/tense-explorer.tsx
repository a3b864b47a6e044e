'use client';

import { memo, useId, useMemo, type ReactNode } from 'react';
import { HelpText } from '@/components/english/help/help-text';
import { LoadFailed } from '@/components/ui/load-failed';
import { useLazyValue } from '@/components/ui/use-lazy-value';
import {
  aspectLabels,
  formOptions,
  spanishTenseNames,
  subjectOptions,
  tenseRows,
  tensesPage,
} from '@/content/english/tense-texts';
import { AddToReview } from '@/components/review/add-to-review';
import {
  ASPECTS,
  type EnglishPhrase,
  type Form,
  type Subject,
  type TenseKey,
} from '@/content/english/tense-types';
import { cn } from '@/lib/cn';
import { lazyTenseEngine } from '@/lib/english/tenses/load-engine';
import { TENSES, tenseKey } from '@/lib/english/tenses/model';

const TENSE_KEYS = TENSES.map(tenseKey);
import { isDefaultSelection, type TenseSelection } from '@/lib/english/tenses/selection';
import type { TenseTable } from '@/lib/english/tenses/table';
import { TenseCell } from './tense-cell';
import { useTenseSelection } from './use-tense-selection';
import { VerbFormsBlock } from './verb-forms-block';

interface ChoiceGroupProps<T extends string> {
  legend: string;
  /** A line under the choices, read as the group's description. */
  hint?: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** A row of radio buttons drawn as pills; arrow keys move between them natively. */
function ChoiceGroup<T extends string>({
  legend,
  hint,
  name,
  options,
  value,
  onChange,
}: ChoiceGroupProps<T>) {
  const hintId = useId();
  return (
    <fieldset className="min-w-0" aria-describedby={hint ? hintId : undefined}>
      <legend className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
        {legend}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className="relative">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
            />
            <span
              className={cn(
                'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors',
                'border-slate-300 bg-white text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100',
                'peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-hover:border-brand-500',
                'dark:peer-checked:border-brand-400 dark:peer-checked:bg-brand-400 dark:peer-checked:text-slate-950',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500',
              )}
            >
              {option.label}
            </span>
          </label>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}

interface SelectorsProps {
  names: readonly string[];
  selection: TenseSelection;
  update: (patch: Partial<TenseSelection>) => void;
}

/** Subject, form and example; memoized, so the engine's arrival does not render it again. */
const TenseSelectors = memo(function TenseSelectors({ names, selection, update }: SelectorsProps) {
  const selectId = useId();
  return (
    <section
      aria-labelledby="tense-selectors-heading"
      // Controls, not content: their option names ran into the page's search excerpt.
      data-pagefind-ignore=""
      className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2
        id="tense-selectors-heading"
        className="text-lg font-semibold text-slate-900 dark:text-white"
      >
        {tensesPage.selectorsHeading}
      </h2>
      <ChoiceGroup
        legend={tensesPage.subjectLegend}
        hint={tensesPage.subjectHint}
        name="subject"
        options={subjectOptions}
        value={selection.subject}
        onChange={(value) => update({ subject: value })}
      />
      <ChoiceGroup
        legend={tensesPage.formLegend}
        name="form"
        options={formOptions}
        value={selection.form}
        onChange={(value) => update({ form: value })}
      />
      <div className="flex flex-col gap-2">
        <label
          htmlFor={selectId}
          className="text-sm font-semibold text-slate-800 dark:text-slate-200"
        >
          {tensesPage.exampleLabel}
        </label>
        <select
          id={selectId}
          value={selection.example}
          onChange={(event) => update({ example: Number(event.target.value) })}
          className="min-h-11 w-full max-w-md rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
        >
          {names.map((name, index) => (
            <option key={index} value={index}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
});

/**
 * The twelve tenses: a table for assistive technology (each sentence announced with its
 * tense and its column), drawn as a grid of cards; on phones the cards stack and the
 * column header row is read but not shown. Memoized: it renders again only for another
 * table or busy state.
 */
const TenseGrid = memo(function TenseGrid({
  table,
  busy,
  speakIcon,
  cards,
}: {
  table: TenseTable;
  busy: boolean;
  speakIcon: ReactNode;
  /** The review cards of the cells shown, by tense. */
  cards: Readonly<Record<TenseKey, TenseCard>>;
}) {
  return (
    <div
      role="table"
      aria-labelledby="tense-table-heading"
      aria-busy={busy}
      className="flex flex-col gap-3"
    >
      <div role="rowgroup">
        <div
          role="row"
          className="sr-only gap-3 text-sm font-semibold tracking-wide text-slate-700 uppercase md:not-sr-only md:grid md:grid-cols-[9rem_1fr_1fr] dark:text-slate-300"
        >
          <span role="columnheader">{tensesPage.tenseColumn}</span>
          {ASPECTS.map((aspect) => (
            <span key={aspect} role="columnheader">
              {aspectLabels[aspect]}
            </span>
          ))}
        </div>
      </div>
      <div role="rowgroup" className="flex flex-col gap-5 md:gap-3" data-testid="tense-grid">
        {tenseRows.map((row) => (
          <div
            key={row.time}
            role="row"
            className="grid gap-2 md:grid-cols-[9rem_1fr_1fr] md:gap-3"
          >
            <div role="rowheader" className="md:pt-3">
              <h3 className="flex flex-col text-base font-bold text-slate-900 dark:text-white">
                {row.label}
                <span className="text-sm font-normal text-slate-700 dark:text-slate-300">
                  {row.usage.simple} / {row.usage.continuous}
                </span>
              </h3>
            </div>
            {ASPECTS.map((aspect) => {
              const key = tenseKey({ time: row.time, aspect });
              const cell = table[key];
              return (
                <TenseCell
                  key={key}
                  tense={key}
                  label={`${aspectLabels[aspect]} · ${row.usage[aspect]}`}
                  sentence={cell.sentence}
                  spanish={cell.spanish}
                  spanishTense={spanishTenseNames[cell.spanishTense]}
                  note={cell.note}
                  wrong={cell.wrong}
                  wrongLabel={tensesPage.wrongLabel}
                  placeholder={tensesPage.spanishPlaceholder}
                  speakIcon={speakIcon}
                  action={<AddToReview deck="tenses" item={cards[key]} small />}
                />
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
});

/** A cell as a review card: the example's phrase, the subject, the form and the tense. */
interface TenseCard {
  example: { en: EnglishPhrase };
  subject: Subject;
  form: Form;
  tense: TenseKey;
}

export interface TenseExplorerProps {
  legend?: ReactNode;
  /** The examples' names, for the example list. */
  names: readonly string[];
  /** The examples' English phrases: what their cells' review cards are named by. */
  phrases: readonly EnglishPhrase[];
  /** The table of the default selection (the first example), rendered on the server. */
  first: TenseTable;
  /** The listen buttons' icon, drawn by the server. */
  speakIcon: ReactNode;
}

/**
 * Selectors, the twelve-tense table and, past the first example, its verb forms. The
 * examples and the conjugation load after the page is up (`lazyTenseEngine`); until then
 * the table shows the server's default selection, and says it is busy if another one is
 * chosen (from the address or a selector). The default selection always shows the
 * server's table, so the engine's arrival changes nothing on screen and renders nothing.
 */
export function TenseExplorer({ legend, names, phrases, first, speakIcon }: TenseExplorerProps) {
  const [selection, update] = useTenseSelection(names.length);
  const { value: engine, failed } = useLazyValue(lazyTenseEngine);
  const example = engine?.tenseExamples[selection.example];
  const isDefault = isDefaultSelection(selection);
  const table =
    engine && example && !isDefault
      ? engine.tenseTable(example, selection.subject, selection.form)
      : first;
  // The table shows another selection than the one chosen until the examples arrive.
  const busy = !engine && !failed && !isDefault;
  const phrase = phrases[selection.example] ?? phrases[0]!;
  const cards = useMemo(
    () =>
      Object.fromEntries(
        TENSE_KEYS.map((tense) => [
          tense,
          { example: { en: phrase }, subject: selection.subject, form: selection.form, tense },
        ]),
      ) as Record<TenseKey, TenseCard>,
    [phrase, selection.subject, selection.form],
  );

  return (
    <div className="flex flex-col gap-8">
      <TenseSelectors names={names} selection={selection} update={update} />

      <section aria-labelledby="tense-table-heading" className="flex flex-col gap-3">
        <h2 id="tense-table-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
          {tensesPage.tableHeading}
        </h2>
        <HelpText
          en={tensesPage.usageCaption.en}
          es={tensesPage.usageCaption.es}
          className="text-sm text-slate-700 dark:text-slate-300"
        />
        {legend}
        {failed && !isDefault ? <LoadFailed>{tensesPage.loadFailed}</LoadFailed> : null}
        <div data-pagefind-ignore="">
          <AddToReview deck="tenses" list={Object.values(cards)} />
        </div>
        <TenseGrid table={table} busy={busy} speakIcon={speakIcon} cards={cards} />
      </section>

      {engine && example && selection.example > 0 ? (
        <VerbFormsBlock forms={engine.exampleForms(example)} />
      ) : null}
    </div>
  );
}
