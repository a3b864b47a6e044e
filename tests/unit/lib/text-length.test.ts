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

describe('plain text is counted without a segmenter', () => {
  const samples = [
    '',
    'abc',
    'Año, ¿qué tal? ¡Olé!',
    'a\nb\tc',
    'a\r\nb',
    'n\u0303',
    '🚀 go',
    'ʼʰ˚',
  ];

  it('counts and clips as the segmenter does', () => {
    const segmenter = new Intl.Segmenter();
    for (const text of samples) {
      const graphemes = Array.from(segmenter.segment(text), (s) => s.segment);
      expect(textLength(text)).toBe(graphemes.length);
      expect(clipText(text, 2)).toBe(graphemes.slice(0, 2).join(''));
    }
  });

  it('makes no segmenter until a text needs one (making the first is a long task)', () => {
    const intl = Intl as { Segmenter: typeof Intl.Segmenter };
    const Real = intl.Segmenter;
    let made = 0;
    intl.Segmenter = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made += 1;
      }
    };
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const fresh = require('@/lib/text-length') as typeof import('@/lib/text-length');
        expect(fresh.fieldMaxLength('', 50)).toBe(51);
        expect(fresh.textLength('Mañana, a las 9: café')).toBe(21);
        expect(fresh.clipText('árbol', 3)).toBe('árb');
        expect(made).toBe(0);
        expect(fresh.textLength('👩‍💻')).toBe(1);
        expect(made).toBe(1);
      });
    } finally {
      intl.Segmenter = Real;
    }
  });
});
