import { escapeRegExp } from '@/lib/tooling/regexp.mjs';

describe('escapeRegExp', () => {
  it('matches text with pattern characters literally', () => {
    const text = 'a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o/p';
    const pattern = new RegExp(`^${escapeRegExp(text)}$`);
    expect(pattern.test(text)).toBe(true);
    // A dot escaped no longer stands for any character.
    expect(new RegExp(`^${escapeRegExp('a.b')}$`).test('axb')).toBe(false);
  });

  it('leaves other text as it is', () => {
    expect(escapeRegExp('https://example.com')).toBe('https:\\/\\/example\\.com');
    expect(escapeRegExp('Ünïcode – text 😀')).toBe('Ünïcode – text 😀');
  });
});
