import {
  reportedQuestions,
  reportedSpeechTexts,
  reportingVerbs,
  tenseShifts,
  wordShifts,
} from '@/content/english/reported-speech';
import { duplicates, emptyFields } from './content-checks';

/** Past forms that do not contain the base verb. */
const irregularPast: Record<string, string> = { say: 'said', tell: 'told', forbid: 'forbade' };

describe('reported speech content', () => {
  it('has no empty fields', () => {
    expect(emptyFields(reportedSpeechTexts)).toEqual([]);
    expect(emptyFields(tenseShifts)).toEqual([]);
    expect(emptyFields(reportedQuestions)).toEqual([]);
    expect(emptyFields(wordShifts)).toEqual([]);
    expect(emptyFields(reportingVerbs)).toEqual([]);
  });

  it('has nine tense shifts from present simple to must', () => {
    expect(tenseShifts).toHaveLength(9);
    expect(tenseShifts[0]?.direct).toBe('Present simple');
    expect(tenseShifts[0]?.reported).toBe('Past simple');
    expect(tenseShifts.at(-1)?.direct).toBe('must');
    expect(duplicates(tenseShifts.map((s) => s.direct))).toEqual([]);
    expect(duplicates(tenseShifts.map((s) => s.reportedExample))).toEqual([]);
  });

  it('quotes the direct examples and reports the others without quotes', () => {
    for (const shift of tenseShifts) {
      expect(shift.directExample).toMatch(/^“.+,” (he|she|they) said\.$/);
      expect(shift.reportedExample).not.toMatch(/[“”]/);
      expect(shift.reportedExample).toMatch(/ said \(that\) /);
    }
  });

  it('reports questions as statements: no question mark, no repeats', () => {
    expect(reportedQuestions.length).toBeGreaterThan(0);
    expect(duplicates(reportedQuestions.map((q) => q.direct))).toEqual([]);
    for (const question of reportedQuestions) {
      expect(question.direct).toMatch(/\?” .+ asked\.$/);
      expect(question.reported).not.toContain('?');
      expect(question.reported).toMatch(/ asked /);
    }
  });

  it('has reporting verbs from Say to Urge, without repeats', () => {
    expect(reportingVerbs[0]?.verb).toBe('Say');
    expect(reportingVerbs.at(-1)?.verb).toBe('Urge');
    expect(duplicates(reportingVerbs.map((v) => v.verb))).toEqual([]);
    expect(duplicates(reportingVerbs.map((v) => v.example))).toEqual([]);
    expect(duplicates(reportingVerbs.map((v) => v.exampleEs))).toEqual([]);
  });

  it('lists say, tell and ask first and the rest alphabetically', () => {
    const names = reportingVerbs.map((v) => v.verb);
    expect(names.slice(0, 3)).toEqual(['Say', 'Tell', 'Ask']);
    const rest = names.slice(3);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
  });

  it('uses every reporting verb in its own example and pattern', () => {
    for (const { verb, example, pattern } of reportingVerbs) {
      const base = verb.toLowerCase();
      const form = irregularPast[base] ?? base.replace(/[ey]$/, '');
      expect(example.toLowerCase()).toContain(form);
      expect(pattern.startsWith(base)).toBe(true);
    }
  });
});
