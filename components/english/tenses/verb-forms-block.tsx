import { tensesPage } from '@/content/english/tense-texts';
import type { PartKind } from '@/content/english/tense-types';
import type { ExampleForms } from '@/lib/english/tenses/table';
import { partClassName } from './highlighted-sentence';

function FormList({
  items,
  lang,
}: {
  items: { label: string; value: string; kind?: PartKind }[];
  lang: 'en' | 'es';
}) {
  return (
    <dl lang={lang} className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {items.map((item) => (
        <div key={item.label} className="contents">
          <dt className="text-slate-700 dark:text-slate-300">{item.label}</dt>
          <dd className="text-slate-900 dark:text-slate-100">
            <span className={item.kind ? partClassName(item.kind) : 'font-semibold'}>
              {item.value}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The extra block of every example but the first: its verb forms in both languages and notes. */
export function VerbFormsBlock({ forms }: { forms: ExampleForms }) {
  const { en, es } = forms;
  const irregular = en.irregular;
  const labels = tensesPage.verbFormLabels;
  return (
    <section
      aria-labelledby="verb-forms-heading"
      data-testid="verb-forms"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="verb-forms-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        {tensesPage.verbFormsHeading}: <span lang="en">{en.base}</span> /{' '}
        <span lang="es">{es.infinitive}</span>
      </h2>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormList
          lang="en"
          items={[
            { label: labels.en.base, value: en.base, kind: 'inf' },
            { label: labels.en.third, value: en.third, kind: 'inf' },
            {
              label: labels.en.past,
              value: en.base === 'be' ? tensesPage.pastOfBe : en.past,
              kind: 'past',
            },
            { label: labels.en.participle, value: en.participle, kind: 'part' },
            { label: labels.en.ing, value: en.ing, kind: 'ing' },
          ]}
        />
        <FormList
          lang="es"
          items={[
            { label: labels.es.infinitive, value: es.infinitive },
            { label: labels.es.present, value: es.present[0] },
            { label: labels.es.preterite, value: es.preterite[0] },
            { label: labels.es.future, value: es.future[0] },
            { label: labels.es.participle, value: es.participle },
            { label: labels.es.gerund, value: es.gerund },
          ]}
        />
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {irregular ? tensesPage.irregularNote : tensesPage.regularNote}
      </p>
      {forms.note ? (
        <p className="text-sm text-slate-800 dark:text-slate-200">{forms.note}</p>
      ) : null}
      {forms.noteEs ? (
        <p lang="es" className="text-sm text-slate-800 dark:text-slate-200">
          {forms.noteEs}
        </p>
      ) : null}
    </section>
  );
}
