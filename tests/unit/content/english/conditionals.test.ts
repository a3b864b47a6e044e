import { conditionals, conditionalsIntro } from '@/content/english/conditionals';
import { duplicates, emptyFields } from './content-checks';

describe('conditionals content', () => {
  it('covers zero, first, second and third conditional (plus mixed)', () => {
    expect(conditionals.map((c) => c.id)).toEqual(['zero', 'first', 'second', 'third', 'mixed']);
  });

  it('has no empty fields', () => {
    expect(emptyFields(conditionalsIntro)).toEqual([]);
    expect(emptyFields(conditionals)).toEqual([]);
  });

  it('has no repeated names or examples', () => {
    expect(duplicates(conditionals.map((c) => c.name))).toEqual([]);
    expect(duplicates(conditionals.map((c) => c.nameEs))).toEqual([]);
    const examples = conditionals.flatMap((c) => c.examples);
    expect(duplicates(examples.map((e) => e.en))).toEqual([]);
    expect(duplicates(examples.map((e) => e.es))).toEqual([]);
  });

  it('gives several examples, each an if-sentence translated with si', () => {
    for (const conditional of conditionals) {
      expect(conditional.examples.length).toBeGreaterThanOrEqual(3);
      for (const example of conditional.examples) {
        expect(example.en).toMatch(/\bif\b/i);
        expect(example.es).toMatch(/\bsi\b|^yo en tu lugar /i);
        expect(example.en).toMatch(/^[A-Z].*[.!?]$/);
        expect(example.es).toMatch(/^[A-ZÁÉÍÓÚÑ¿¡].*[.!?]$/);
      }
    }
  });

  it('states every structure as an if-clause and a main clause', () => {
    for (const conditional of conditionals) {
      for (const structure of conditional.structures) {
        expect(structure.ifClause).toMatch(/^If \+ /);
        expect(structure.es).toMatch(/^Si \+ /);
      }
    }
  });
});
