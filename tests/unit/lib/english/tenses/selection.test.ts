import {
  DEFAULT_SELECTION,
  isDefaultSelection,
  parseSelection,
  selectionSearch,
} from '@/lib/english/tenses/selection';

describe('parseSelection', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseSelection('', 12)).toEqual({ subject: 'i', form: 'affirmative', example: 0 });
    expect(DEFAULT_SELECTION).toEqual({ subject: 'i', form: 'affirmative', example: 0 });
  });

  it('reads a full selection, with or without the question mark', () => {
    expect(parseSelection('?subject=he-she-it&form=negative&example=3', 12)).toEqual({
      subject: 'he-she-it',
      form: 'negative',
      example: 3,
    });
    expect(parseSelection('subject=we-they&form=interrogative&example=11', 12)).toEqual({
      subject: 'we-they',
      form: 'interrogative',
      example: 11,
    });
  });

  it('falls back to the default of each invalid value on its own', () => {
    expect(parseSelection('?subject=she&form=negative&example=2', 12)).toEqual({
      subject: 'i',
      form: 'negative',
      example: 2,
    });
    expect(parseSelection('?subject=you&form=Negative&example=2', 12)).toMatchObject({
      subject: 'you',
      form: 'affirmative',
    });
    for (const bad of ['12', '-1', '1.5', 'x', '', ' 3', '1e1', '99999']) {
      expect(parseSelection(`?subject=you&example=${encodeURIComponent(bad)}`, 12)).toEqual({
        subject: 'you',
        form: 'affirmative',
        example: 0,
      });
    }
  });
});

describe('selectionSearch', () => {
  it('leaves defaults out and writes the rest', () => {
    expect(selectionSearch(DEFAULT_SELECTION)).toBe('');
    expect(selectionSearch({ subject: 'you', form: 'affirmative', example: 0 })).toBe(
      '?subject=you',
    );
    expect(selectionSearch({ subject: 'he-she-it', form: 'interrogative', example: 5 })).toBe(
      '?subject=he-she-it&form=interrogative&example=5',
    );
  });

  it('keeps unrelated parameters and round-trips through parseSelection', () => {
    const search = selectionSearch(
      { subject: 'we-they', form: 'negative', example: 7 },
      '?utm_source=mail&subject=i',
    );
    expect(new URLSearchParams(search).get('utm_source')).toBe('mail');
    expect(parseSelection(search, 12)).toEqual({
      subject: 'we-they',
      form: 'negative',
      example: 7,
    });
    expect(selectionSearch(DEFAULT_SELECTION, search)).toBe('?utm_source=mail');
  });
});

describe('isDefaultSelection', () => {
  it('is true only for the default subject, form and example', () => {
    expect(isDefaultSelection({ ...DEFAULT_SELECTION })).toBe(true);
    expect(isDefaultSelection({ ...DEFAULT_SELECTION, subject: 'you' })).toBe(false);
    expect(isDefaultSelection({ ...DEFAULT_SELECTION, form: 'negative' })).toBe(false);
    expect(isDefaultSelection({ ...DEFAULT_SELECTION, example: 1 })).toBe(false);
  });
});
