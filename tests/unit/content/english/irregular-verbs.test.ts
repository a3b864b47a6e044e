import {
  meetingVerbs,
  techVerbs,
  verbLists,
  type IrregularVerb,
} from '@/content/english/irregular-verbs';

/** What a regular verb's past would be: the forms an irregular verb must not (only) have. */
function regularPast(infinitive: string): string {
  if (infinitive.endsWith('e')) return `${infinitive}d`;
  if (/[^aeiou]y$/.test(infinitive)) return `${infinitive.slice(0, -1)}ied`;
  return `${infinitive}ed`;
}

const forms = (form: string) => form.split(' / ');

describe('irregular verbs content', () => {
  it('has the two lists, each with verbs', () => {
    expect(techVerbs.length).toBeGreaterThan(0);
    expect(meetingVerbs.length).toBeGreaterThan(0);
    expect(verbLists.map((l) => [l.id, l.label])).toEqual([
      ['tech', 'in tech'],
      ['meetings', 'in meetings'],
    ]);
  });

  it.each(verbLists.map((l) => [l.label, l.verbs] as const))(
    '%s: no empty field, no duplicate infinitive',
    (_, verbs) => {
      for (const verb of verbs) {
        for (const field of ['infinitive', 'pastSimple', 'participle', 'translation'] as const) {
          expect(verb[field].trim()).not.toBe('');
          expect(verb[field]).toBe(verb[field].trim());
        }
        expect(verb.infinitive).toMatch(/^[a-z]+$/);
      }
      const infinitives = verbs.map((v) => v.infinitive);
      expect(new Set(infinitives).size).toBe(infinitives.length);
    },
  );

  it('every verb is irregular: a past or participle form that a regular -ed would not give', () => {
    const all: IrregularVerb[] = [...techVerbs, ...meetingVerbs];
    for (const verb of all) {
      const regular = regularPast(verb.infinitive);
      const irregular = [...forms(verb.pastSimple), ...forms(verb.participle)].some(
        (f) => f !== regular,
      );
      expect({ verb: verb.infinitive, irregular }).toEqual({
        verb: verb.infinitive,
        irregular: true,
      });
    }
  });

  it('a verb in both lists has the same forms in both', () => {
    const tech = new Map(techVerbs.map((v) => [v.infinitive, v]));
    const shared = meetingVerbs.filter((v) => tech.has(v.infinitive));
    for (const verb of shared) {
      const other = tech.get(verb.infinitive)!;
      expect([verb.pastSimple, verb.participle]).toEqual([other.pastSimple, other.participle]);
    }
  });

  it('a verb in both lists means the same in the same words, or something else', () => {
    // The same meanings in another order would make two search results that look alike.
    const tech = new Map(techVerbs.map((v) => [v.infinitive, v.translation]));
    const parts = (translation: string) => translation.split(' / ').sort().join(' / ');
    for (const verb of meetingVerbs) {
      const other = tech.get(verb.infinitive);
      if (other === undefined || other === verb.translation) continue;
      expect(parts(verb.translation)).not.toBe(parts(other));
    }
  });

  it('has the well-known forms right, wherever they are listed', () => {
    const known: Record<string, [pastSimple: string, participle: string]> = {
      be: ['was / were', 'been'],
      write: ['wrote', 'written'],
      lead: ['led', 'led'],
      seek: ['sought', 'sought'],
      arise: ['arose', 'arisen'],
      overcome: ['overcame', 'overcome'],
    };
    for (const verb of [...techVerbs, ...meetingVerbs].filter((v) => v.infinitive in known))
      expect([verb.infinitive, verb.pastSimple, verb.participle]).toEqual([
        verb.infinitive,
        ...known[verb.infinitive]!,
      ]);
  });

  it('is American English: verbs that are regular there (learn, burn, dream, ...) are not listed, and no British-only form is shown', () => {
    const all = [...techVerbs, ...meetingVerbs];
    const regularInUs = ['learn', 'burn', 'dream', 'spell', 'spill', 'spoil', 'smell'];
    expect(all.filter((v) => regularInUs.includes(v.infinitive))).toEqual([]);
    const british = /\b(learnt|spelt|spilt|spoilt|smelt)\b/;
    expect(all.filter((v) => british.test(`${v.pastSimple} ${v.participle}`))).toEqual([]);
    // get: the American participle first.
    for (const verb of all.filter((v) => v.infinitive === 'get'))
      expect(verb.participle).toBe('gotten / got');
  });
});
