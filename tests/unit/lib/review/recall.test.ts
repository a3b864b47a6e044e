import { antonymPairs } from '@/content/english/antonyms';
import { verbLists } from '@/content/english/irregular-verbs';
import { phrasalVerbs } from '@/content/english/phrasal-verbs';
import { phrases } from '@/content/english/phrases';
import { tenseExamples } from '@/content/english/tense-examples';
import { ankiText } from '@/lib/review/anki';
import { buildCatalog, type ReviewItem } from '@/lib/review/catalog';
import { antonymCardId, phrasalCardId, phraseCardId, verbCardId } from '@/lib/review/ids';
import { emptyReviews, enrol } from '@/lib/review/model';
import { question, RECALL_MODES, type RecallMode } from '@/lib/review/recall';

const verb = verbLists[0]!.verbs[0]!;
const phrase = phrases[0]!;
const pair = antonymPairs[0]!;
const phrasal = phrasalVerbs[0]!;
const catalog = buildCatalog({
  verbs: [verb],
  phrases: [phrase],
  antonyms: [pair],
  phrasal: [phrasal],
  tenses: [tenseExamples[0]!],
});
const items = [...catalog.values()];
const texts = (lines: { text: string }[]) => lines.map((line) => line.text);

describe('recall modes', () => {
  it('Recognize shows the English first; a tense card asks from its Spanish', () => {
    const of = (id: string) => question(catalog.get(id)!, 'recognize');
    expect(texts(of(verbCardId(verb)).front)).toEqual([verb.infinitive]);
    expect(texts(of(verbCardId(verb)).back)).toEqual([
      verb.pastSimple,
      verb.participle,
      verb.translation,
    ]);
    expect(texts(of(phraseCardId(phrase)).front)).toEqual([phrase.english]);
    expect(texts(of(antonymCardId(pair)).back)).toContain(pair[1].en);
    const tense = items.find((item) => item.deck === 'tenses')!;
    if (tense.deck !== 'tenses') throw new Error('no tense card');
    const asked = question(tense, 'recognize');
    expect(texts(asked.front)).toEqual([tense.sentence.spanish, tense.sentence.tenseName]);
    expect(texts(asked.back)).toContain(tense.sentence.english);
  });

  it('Spanish to English asks from the Spanish and answers with the English', () => {
    const asked = question(catalog.get(phrasalCardId(phrasal))!, 'spanish');
    expect(texts(asked.front)).toEqual([phrasal.meaningEs]);
    expect(texts(asked.back)).toEqual([phrasal.verb, phrasal.example]);
    expect(asked.fields).toEqual([]);
  });

  it('Type the answer asks for the forms, the English or the opposite', () => {
    expect(question(catalog.get(verbCardId(verb))!, 'type').fields).toEqual([
      { label: 'Past simple', expected: verb.pastSimple },
      { label: 'Past participle', expected: verb.participle },
    ]);
    expect(question(catalog.get(phraseCardId(phrase))!, 'type').fields).toEqual([
      { label: 'English', expected: phrase.english },
    ]);
    expect(question(catalog.get(antonymCardId(pair))!, 'type').fields).toEqual([
      { label: 'Opposite', expected: pair[1].en },
    ]);
  });

  it('Listen and type speaks the English, shows nothing first and everything after', () => {
    for (const item of items) {
      const asked = question(item, 'listen');
      expect(asked.front).toEqual([]);
      expect(asked.fields).toEqual([{ label: 'What you hear', expected: asked.listen }]);
      expect(texts(asked.back)).toContain(asked.listen);
    }
  });

  it('every mode of every card shows each line once, between its front and its back', () => {
    for (const item of items as ReviewItem[]) {
      for (const mode of RECALL_MODES) {
        const { front, back } = question(item, mode);
        const all = [...front, ...back].map((line) => `${line.label}:${line.text}`);
        expect(new Set(all).size).toBe(all.length);
      }
    }
  });
});

describe('Anki export', () => {
  it('writes the header lines and one tab-separated line per studied card, by deck', () => {
    const reviews = enrol(emptyReviews, [phraseCardId(phrase), verbCardId(verb), 'verb:gone'], 0);
    const lines = ankiText(reviews, catalog).split('\n');
    expect(lines).toEqual([
      '#separator:tab',
      '#html:false',
      '#tags column:3',
      `${verb.infinitive}\t${verb.pastSimple} — ${verb.participle} — ${verb.translation}\tenglish-review verbs`,
      `${phrase.english}\t${phrase.spanish} — ${phrase.pronunciation}\tenglish-review phrases`,
      '',
    ]);
  });

  it('turns tabs and line breaks inside a text into spaces', () => {
    const odd = buildCatalog({
      verbs: [],
      phrases: [{ ...phrase, english: 'a\tb', spanish: 'c\nd' }],
      antonyms: [],
    });
    const id = [...odd.keys()][0]!;
    expect(ankiText(enrol(emptyReviews, [id], 0), odd).split('\n')[3]).toBe(
      `a b\tc d — ${phrase.pronunciation}\tenglish-review phrases`,
    );
  });
});

describe('lines of each mode', () => {
  const cut = { infinitive: 'cut', pastSimple: 'cut', participle: 'cut', translation: 'cortar' };
  const cutBack = texts(
    question(
      [...buildCatalog({ verbs: [cut], phrases: [], antonyms: [] }).values()][0]!,
      'recognize',
    ).back,
  );
  const ask = (id: string, mode: RecallMode) => question(catalog.get(id)!, mode);
  const [v, a, p] = [verbCardId(verb), antonymCardId(pair), phrasalCardId(phrasal)];
  it.each<[string, unknown, unknown]>([
    ['a line repeating a text stays', cutBack, ['cut', 'cut', 'cortar']],
    ['Recognize draws its prompt large', ask(v, 'recognize').front[0]?.main, true],
    ['an antonym is asked from its word', texts(ask(a, 'spanish').front), [pair[0].es]],
    [
      'Type shows a verb and its Spanish',
      texts(ask(v, 'type').front),
      [verb.infinitive, verb.translation],
    ],
    ['Listen speaks a phrasal example', ask(p, 'listen').listen, phrasal.example],
  ])('%s', (_name, actual, expected) => expect(actual).toEqual(expected));
});
