import { parseJsonExact, quoteUnsafeIntegers } from '@/lib/json-exact';

describe('parseJsonExact', () => {
  it('keeps a whole number beyond the safe integers as its text', () => {
    expect(parseJsonExact('{"id":9007199254740993,"n":[-90071992547409931]}')).toEqual({
      id: '9007199254740993',
      n: ['-90071992547409931'],
    });
    // As an export file writes it: a space after the colon, a number after a comma.
    expect(parseJsonExact('{"id": 9007199254740993, "n": [1,9007199254740993]}')).toEqual({
      id: '9007199254740993',
      n: [1, '9007199254740993'],
    });
    expect(JSON.stringify(parseJsonExact('[9007199254740993]'))).toBe('["9007199254740993"]');
    expect(parseJsonExact('9007199254740993')).toBe('9007199254740993');
  });

  it('reads everything else as JSON.parse does', () => {
    const text =
      '{"safe":9007199254740991,"time":1767225600000,"f":2.3065000000000002,"e":1e400,' +
      '"big":12345678901234567.5,"s":"id 9007199254740993 \\" 12345678901234567","t":true}';
    expect(parseJsonExact(text)).toEqual(JSON.parse(text));
    expect(quoteUnsafeIntegers('[1, 2.5, "3"]')).toBe('[1, 2.5, "3"]');
  });

  it('leaves text that is not JSON not JSON', () => {
    expect(() => parseJsonExact('{"a":12345678901234567x}')).toThrow(SyntaxError);
    expect(() => parseJsonExact('{oops')).toThrow(SyntaxError);
    // A file cut short inside a string, or after a backslash, still ends.
    expect(() => parseJsonExact('[12345678901234567,"cut')).toThrow(SyntaxError);
    expect(() => parseJsonExact('[12345678901234567,"cut\\')).toThrow(SyntaxError);
  });
});
