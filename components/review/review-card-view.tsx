import type { ReactNode } from 'react';
import { SpeakButton } from '@/components/ui/speak-button';
import { reviewSession as t } from '@/content/english/review';
import type { ReviewItem } from '@/lib/review/catalog';

const label = 'text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400';
const big = 'text-2xl font-semibold break-words text-slate-900 sm:text-3xl dark:text-white';
const value = 'text-lg break-words text-slate-900 dark:text-slate-100';

function Field({
  name,
  children,
  speak,
  lang = 'en',
  className = value,
}: {
  name: string;
  children: ReactNode;
  speak?: { text: string; icon: ReactNode };
  lang?: 'en' | 'es';
  className?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <dt className={label}>{name}</dt>
      <dd className="flex items-center gap-2">
        <span lang={lang} className={className}>
          {children}
        </span>
        {speak ? (
          <SpeakButton
            text={speak.text}
            lang={lang === 'es' ? 'es-ES' : 'en-US'}
            icon={speak.icon}
          />
        ) : null}
      </dd>
    </div>
  );
}

/** The front of a card: what the learner tries to remember the answer to. */
export function CardFront({ item, speakIcon }: { item: ReviewItem; speakIcon: ReactNode }) {
  switch (item.deck) {
    case 'verbs':
      return (
        <Field
          name={t.verb.infinitive}
          speak={{ text: item.verb.infinitive, icon: speakIcon }}
          className={big}
        >
          {item.verb.infinitive}
        </Field>
      );
    case 'phrases':
      return (
        <Field
          name={t.phrase.english}
          speak={{ text: item.phrase.english, icon: speakIcon }}
          className={big}
        >
          {item.phrase.english}
        </Field>
      );
    case 'antonyms':
      return (
        <Field
          name={t.antonym.word}
          speak={{ text: item.pair[0].en, icon: speakIcon }}
          className={big}
        >
          {item.pair[0].en}
        </Field>
      );
  }
}

/** The back of a card: the answer. */
export function CardBack({ item, speakIcon }: { item: ReviewItem; speakIcon: ReactNode }) {
  switch (item.deck) {
    case 'verbs':
      return (
        <>
          <Field name={t.verb.past} speak={{ text: item.verb.pastSimple, icon: speakIcon }}>
            {item.verb.pastSimple}
          </Field>
          <Field name={t.verb.participle} speak={{ text: item.verb.participle, icon: speakIcon }}>
            {item.verb.participle}
          </Field>
          <Field name={t.spanish} lang="es">
            {item.verb.translation}
          </Field>
        </>
      );
    case 'phrases':
      return (
        <>
          <Field name={t.spanish} lang="es" speak={{ text: item.phrase.spanish, icon: speakIcon }}>
            {item.phrase.spanish}
          </Field>
          <Field
            name={t.phrase.pronunciation}
            lang="es"
            className="font-mono text-lg break-words text-brand-800 dark:text-brand-200"
          >
            {item.phrase.pronunciation}
          </Field>
        </>
      );
    case 'antonyms':
      return (
        <>
          <Field
            name={t.antonym.opposite}
            speak={{ text: item.pair[1].en, icon: speakIcon }}
            className={big}
          >
            {item.pair[1].en}
          </Field>
          <Field name={t.meaning} lang="es">
            {item.pair[0].en}: {item.pair[0].es} · {item.pair[1].en}: {item.pair[1].es}
          </Field>
        </>
      );
  }
}
