import { clipText, fieldMaxLength, shortText, textLength } from '@/lib/text-length';

const TITLE_MAX = 50;

describe('text length as a reader counts it', () => {
  it('count characters as a reader does, not UTF-16 units', () => {
    expect(textLength('abc')).toBe(3);
    expect(textLength('🚀🎉')).toBe(2);
    expect(textLength('n\u0303andu\u0301')).toBe(5); // ñandú with combining marks
    expect(textLength('👩‍💻')).toBe(1);
    expect(textLength('')).toBe(0);
  });

  it('give a field room for the extra units of what it holds, and for one more emoji', () => {
    expect(fieldMaxLength('', TITLE_MAX)).toBe(TITLE_MAX + 1);
    expect(fieldMaxLength('🚀'.repeat(10), TITLE_MAX)).toBe(TITLE_MAX + 10 + 1);
    // 49 emoji: the 50th fits (100 units), and once there, nothing more.
    expect(fieldMaxLength('🚀'.repeat(49), TITLE_MAX)).toBe(100);
    expect(fieldMaxLength('🚀'.repeat(50), TITLE_MAX)).toBe(100);
    expect(fieldMaxLength('a'.repeat(50), TITLE_MAX)).toBe(50);
  });

  it('clip a text to its first characters, never splitting one', () => {
    expect(clipText('a'.repeat(51), TITLE_MAX)).toBe('a'.repeat(50));
    expect(clipText(`${'a'.repeat(49)}🚀🚀`, TITLE_MAX)).toBe(`${'a'.repeat(49)}🚀`);
    expect(clipText('👩‍💻'.repeat(3), 2)).toBe('👩‍💻👩‍💻');
    expect(clipText('short', TITLE_MAX)).toBe('short');
  });

  it('shorten a text with an ellipsis only when it was cut', () => {
    expect(shortText('a'.repeat(61), 60)).toBe(`${'a'.repeat(60)}…`);
    expect(shortText('a'.repeat(60), 60)).toBe('a'.repeat(60));
    expect(shortText('🚀'.repeat(3), 2)).toBe('🚀🚀…');
  });
});
