import {
  modalGroups,
  modalVerbsIntro,
  pureModals,
  semiModals,
} from '@/content/english/modal-verbs';
import { duplicates, emptyFields } from './content-checks';

describe('modal verbs content', () => {
  it('has the seven usage groups of the spec, correctly spelt', () => {
    expect(modalGroups.map((g) => g.type)).toEqual([
      'Permission',
      'Favor',
      'Ability',
      'Obligation',
      'Possibility',
      'Suggestions',
      'Logical conclusion',
    ]);
  });

  it('has no empty fields', () => {
    expect(emptyFields(modalVerbsIntro)).toEqual([]);
    expect(emptyFields(modalGroups)).toEqual([]);
  });

  it('has no repeated groups, modals within a group or examples', () => {
    expect(duplicates(modalGroups.map((g) => g.type))).toEqual([]);
    expect(duplicates(modalGroups.map((g) => g.typeEs))).toEqual([]);
    for (const group of modalGroups) {
      expect(duplicates(group.options.map((o) => o.modal))).toEqual([]);
      expect(group.options.length).toBeGreaterThanOrEqual(3);
    }
    const options = modalGroups.flatMap((g) => g.options);
    expect(duplicates(options.map((o) => o.example))).toEqual([]);
    expect(duplicates(options.map((o) => o.exampleEs))).toEqual([]);
  });

  it('uses the modal in its own example', () => {
    for (const option of modalGroups.flatMap((g) => g.options)) {
      expect(option.example.toLowerCase()).toContain(option.modal.toLowerCase());
    }
  });

  it('states the intro of the spec', () => {
    expect(modalVerbsIntro.en).toMatch(/necessity, possibility, permission or ability/);
  });

  it('scopes "no -s" and "no do" to the pure modals, and gives have to / need to / be able to their own rule', () => {
    const rules = modalVerbsIntro.rules.map((r) => r.en);
    const noS = rules.find((r) => r.includes('-s'))!;
    const noDo = rules.find((r) => r.includes('need no “do”'))!;
    for (const rule of [noS, noDo]) {
      expect(rule).toMatch(/pure modal/);
      for (const semi of semiModals) expect(rule).not.toContain(semi);
    }
    for (const modal of pureModals) expect(noS).toContain(modal);
    const ordinary = rules.find((r) => semiModals.every((semi) => r.includes(semi)))!;
    expect(ordinary).toMatch(/has to/);
    expect(ordinary).toMatch(/needs to/);
    expect(ordinary).toMatch(/\bDo you have to\b/);
    expect(ordinary).toMatch(/doesn’t need to/);
    // "Be able to" makes questions and negatives with its "be", never with "do".
    expect(ordinary).toMatch(/\bAre you able to\b/);
    expect(ordinary).toMatch(/isn’t able to/);
    expect(ordinary).not.toMatch(/\b(?:do|does|don’t|doesn’t)\b[^.;?]*\bable to\b/i);
    expect(modalVerbsIntro.rules).toHaveLength(4);
    expect(modalVerbsIntro.rulesHeading).toBe('Four rules');
  });

  it('lists only pure modals, ought to and the three ordinary-verb expressions', () => {
    const known = [...pureModals, 'ought to', ...semiModals];
    for (const option of modalGroups.flatMap((g) => g.options)) {
      // The base of negatives and perfect forms: can’t -> can, must not -> must,
      // must have -> must, don’t have to -> have to.
      const base = option.modal
        .replace(/^don’t /, '')
        .replace(/ have$/, '')
        .replace(/ not$/, '')
        .replace(/^can’t$/, 'can')
        .replace(/n’t$/, '');
      expect({
        modal: option.modal,
        known: known.includes(base as (typeof known)[number]),
      }).toEqual({
        modal: option.modal,
        known: true,
      });
    }
  });
});
