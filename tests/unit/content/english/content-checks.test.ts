import { duplicates, emptyFields } from './content-checks';

describe('content checks', () => {
  it('finds empty strings and empty lists at any depth', () => {
    const data = [{ name: 'ok', examples: [{ en: 'Hi', es: '  ' }], tags: [] }];
    expect(emptyFields(data)).toEqual(['[0].examples[0].es', '[0].tags']);
    expect(emptyFields({ a: 'x', b: [{ c: 'y' }], n: 3 })).toEqual([]);
  });

  it('finds repeated values regardless of case and spaces', () => {
    expect(duplicates(['Say', 'tell', ' say', 'Ask'])).toEqual([' say']);
    expect(duplicates(['a', 'b'])).toEqual([]);
  });
});
