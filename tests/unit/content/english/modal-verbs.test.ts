import { modalGroups, modalVerbsIntro } from '@/content/english/modal-verbs';
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
});
