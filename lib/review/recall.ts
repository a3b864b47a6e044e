import { reviewSession as t } from '@/content/english/review';
import type { RecallMode } from '@/lib/english/prefs';
import type { ReviewItem } from './catalog';

/**
 * What a card shows and asks in each recall mode: Recognize (the English, then the rest),
 * Spanish to English (the Spanish, then the English), Type the answer (the prompt, then
 * fields to type in English) and Listen and type (the browser speaks the English; the
 * learner types it).
 */

export { RECALL_MODES, type RecallMode } from '@/lib/english/prefs';

/** A line of a card: its name and its text, in its language. */
export interface Shown {
  label: string;
  text: string;
  lang: 'en' | 'es';
  /** The card's main line, drawn large. */
  main?: boolean;
}

/** A field the learner types, and the answer it is checked against. */
export interface Asked {
  label: string;
  expected: string;
}

export interface Question {
  /** What the card shows before the answer. */
  front: Shown[];
  /** What the answer adds (everything the card teaches that the front did not show). */
  back: Shown[];
  /** The fields to type (Type and Listen modes); none in the flip modes. */
  fields: Asked[];
  /** The English the browser speaks (Listen mode). */
  listen?: string;
}

const line =
  (lang: Shown['lang']) =>
  (label: string, text: string, main = false): Shown => ({ label, text, lang, main });
const en = line('en');
const es = line('es');

/** Every line a card teaches, its English prompt first. */
function lines(item: ReviewItem): Shown[] {
  switch (item.deck) {
    case 'verbs':
      return [
        en(t.verb.infinitive, item.verb.infinitive),
        en(t.verb.past, item.verb.pastSimple),
        en(t.verb.participle, item.verb.participle),
        es(t.spanish, item.verb.translation),
      ];
    case 'phrases':
      return [
        en(t.phrase.english, item.phrase.english),
        es(t.spanish, item.phrase.spanish),
        es(t.phrase.pronunciation, item.phrase.pronunciation),
      ];
    case 'antonyms':
      return [
        en(t.antonym.word, item.pair[0].en),
        en(t.antonym.opposite, item.pair[1].en),
        es(
          t.meaning,
          `${item.pair[0].en}: ${item.pair[0].es} · ${item.pair[1].en}: ${item.pair[1].es}`,
        ),
      ];
    case 'phrasal':
      return [
        en(t.phrasal.verb, item.phrasal.verb),
        es(t.meaning, item.phrasal.meaningEs),
        en(t.phrasal.example, item.phrasal.example),
      ];
    case 'tenses':
      return [
        en(t.tense.english, item.sentence.english),
        es(t.spanish, item.sentence.spanish),
        en(t.tense.name, item.sentence.tenseName),
        es(t.tense.spanishTense, item.sentence.spanishTense),
      ];
  }
}

/** The Spanish a card is asked from (Spanish to English, Type the answer). */
function spanishPrompt(item: ReviewItem): Shown[] {
  switch (item.deck) {
    case 'verbs':
      return [es(t.spanish, item.verb.translation, true)];
    case 'phrases':
      return [es(t.spanish, item.phrase.spanish, true)];
    case 'antonyms':
      return [es(t.spanish, item.pair[0].es, true)];
    case 'phrasal':
      return [es(t.meaning, item.phrasal.meaningEs, true)];
    case 'tenses':
      return [
        es(t.spanish, item.sentence.spanish, true),
        en(t.tense.name, item.sentence.tenseName),
      ];
  }
}

/** The prompt and the fields of Type the answer. */
function typed(item: ReviewItem): Pick<Question, 'front' | 'fields'> {
  switch (item.deck) {
    case 'verbs':
      return {
        front: [
          en(t.verb.infinitive, item.verb.infinitive, true),
          es(t.spanish, item.verb.translation),
        ],
        fields: [
          { label: t.verb.past, expected: item.verb.pastSimple },
          { label: t.verb.participle, expected: item.verb.participle },
        ],
      };
    case 'antonyms':
      return {
        front: [en(t.antonym.word, item.pair[0].en, true)],
        fields: [{ label: t.antonym.opposite, expected: item.pair[1].en }],
      };
    case 'phrases':
      return {
        front: spanishPrompt(item),
        fields: [{ label: t.phrase.english, expected: item.phrase.english }],
      };
    case 'phrasal':
      return {
        front: spanishPrompt(item),
        fields: [{ label: t.phrasal.verb, expected: item.phrasal.verb }],
      };
    case 'tenses':
      return {
        front: spanishPrompt(item),
        fields: [{ label: t.tense.english, expected: item.sentence.english }],
      };
  }
}

/** The English Listen and type speaks: the word, the phrase or the sentence. */
function spoken(item: ReviewItem): string {
  switch (item.deck) {
    case 'verbs':
      return item.verb.infinitive;
    case 'phrases':
      return item.phrase.english;
    case 'antonyms':
      return item.pair[0].en;
    case 'phrasal':
      return item.phrasal.example;
    case 'tenses':
      return item.sentence.english;
  }
}

const rest = (all: Shown[], front: Shown[]) =>
  all.filter((line) => !front.some((f) => f.label === line.label && f.text === line.text));

/** What the card of `item` shows and asks in `mode`. */
export function question(item: ReviewItem, mode: RecallMode): Question {
  const all = lines(item);
  switch (mode) {
    case 'spanish': {
      const front = spanishPrompt(item);
      return { front, back: rest(all, front), fields: [] };
    }
    case 'type': {
      const { front, fields } = typed(item);
      return { front, back: rest(all, front), fields };
    }
    case 'listen': {
      const text = spoken(item);
      return { front: [], back: all, fields: [{ label: t.heard, expected: text }], listen: text };
    }
    default: {
      // A tense card is always asked from its Spanish: its English is the answer.
      const front = item.deck === 'tenses' ? spanishPrompt(item) : [{ ...all[0]!, main: true }];
      return { front, back: rest(all, front), fields: [] };
    }
  }
}

/** The text of a card for another program (Anki): its front and its back, as plain lines. */
export function cardText(item: ReviewItem): { front: string; back: string } {
  const { front, back } = question(item, 'recognize');
  const join = (shown: Shown[]) => shown.map((line) => line.text).join(' — ');
  return { front: join(front), back: join(back) };
}
