import { antonymPairs } from '@/content/english/antonyms';
import { verbLists } from '@/content/english/irregular-verbs';
import { phrasalVerbs } from '@/content/english/phrasal-verbs';
import { phrases } from '@/content/english/phrases';
import { tenseExamples } from '@/content/english/tense-examples';
import { FORMS, SUBJECTS } from '@/content/english/tense-types';
import { TENSES } from '@/lib/english/tenses/model';
import {
  buildCatalog,
  deckSizes,
  siteCatalog,
  tenseName,
  tenseSentences,
} from '@/lib/review/catalog';
import { deckOf } from '@/lib/review/decks';
import {
  antonymCardId,
  cardIdOf,
  phrasalCardId,
  phraseCardId,
  slug,
  verbCardId,
} from '@/lib/review/ids';

describe('card ids', () => {
  it('come from the content, not from positions', () => {
    expect(verbCardId({ infinitive: 'go' })).toBe('verb:go');
    expect(phraseCardId({ english: 'How are you doing?' })).toBe('phrase:how-are-you-doing');
    expect(
      antonymCardId([
        { en: 'hot', es: 'caliente' },
        { en: 'cold', es: 'frío' },
      ]),
    ).toBe('antonym:hot|cold');
    expect(slug('  Él está aquí, ¿no?  ')).toBe('el-esta-aqui-no');
    expect(cardIdOf('verbs', { infinitive: 'get up' })).toBe('verb:get-up');
    expect(cardIdOf('phrases', { english: 'Hi!' })).toBe('phrase:hi');
    expect(
      cardIdOf('antonyms', [
        { en: 'up', es: 'arriba' },
        { en: 'down', es: 'abajo' },
      ]),
    ).toBe('antonym:up|down');
  });

  it('stay the same when a list is reordered or extended', () => {
    const source = { verbs: verbLists[0]!.verbs, phrases, antonyms: antonymPairs };
    const before = buildCatalog(source);
    const after = buildCatalog({
      verbs: [
        { infinitive: 'zzz', pastSimple: 'z', participle: 'z', translation: 'z' },
        ...[...source.verbs].reverse(),
      ],
      phrases: [...phrases].reverse(),
      antonyms: [...antonymPairs].reverse(),
    });
    for (const [id, item] of before) expect(after.get(id)).toEqual(item);
  });

  it('are unique within the content, with verbs of both lists counted once', () => {
    const catalog = siteCatalog();
    const infinitives = new Set(verbLists.flatMap((l) => l.verbs.map((v) => v.infinitive)));
    expect(deckSizes(catalog)).toEqual({
      verbs: infinitives.size,
      phrases: new Set(phrases.map((p) => phraseCardId(p))).size,
      antonyms: new Set(antonymPairs.map(antonymCardId)).size,
      phrasal: new Set(phrasalVerbs.map(phrasalCardId)).size,
      // Every sentence of every example's table: each subject, form and tense.
      tenses: tenseExamples.length * SUBJECTS.length * FORMS.length * TENSES.length,
    });
    expect(new Set(phrases.map((p) => phraseCardId(p))).size).toBe(phrases.length);
    expect(new Set(antonymPairs.map(antonymCardId)).size).toBe(antonymPairs.length);
  });

  it("of a tense card is its sentence's, which the catalog conjugates when it is read", () => {
    const example = tenseExamples[1]!;
    const catalog = buildCatalog({ verbs: [], phrases: [], antonyms: [], tenses: [example] });
    const sentences = tenseSentences(example);
    expect(catalog.size).toBe(sentences.length);
    for (const sentence of sentences) {
      const item = catalog.get(cardIdOf('tenses', { example, ...sentence }));
      expect(item?.deck === 'tenses' && item.sentence).toEqual(sentence);
    }
  });

  it('name the tenses in both languages, conjugate once, and keep the first of a twice-listed item', () => {
    expect([tenseName('present-perfect-continuous'), tenseName('past-simple')]).toEqual([
      'Present Perfect Continuous',
      'Past Simple',
    ]);
    const first = tenseSentences(tenseExamples[0]!)[0]!;
    expect([first.tense, first.spanishTense]).toEqual(['present-simple', 'Presente']);
    const go = { infinitive: 'go', pastSimple: 'went', participle: 'gone', translation: 'ir' };
    const catalog = buildCatalog({
      verbs: [go, { ...go, translation: 'irse' }],
      phrases: [],
      antonyms: [],
      tenses: [tenseExamples[0]!],
    });
    expect(catalog.get('verb:go')).toMatchObject({ verb: { translation: 'ir' } });
    // A tense card's sentence is conjugated when first read, then kept.
    const item = [...catalog.values()].find((i) => i.deck === 'tenses');
    if (item?.deck !== 'tenses') throw new Error('no tense card');
    expect(item.sentence).toBe(item.sentence);
  });

  it('name their deck', () => {
    expect(deckOf('verb:go')).toBe('verbs');
    expect(deckOf('phrase:hi')).toBe('phrases');
    expect(deckOf('antonym:a|b')).toBe('antonyms');
    expect(deckOf('phrasal:give-up')).toBe('phrasal');
    expect(deckOf('tense:study-english:i:affirmative:present-simple')).toBe('tenses');
    expect(deckOf('noun:cat')).toBeUndefined();
  });
});
