import { createElement } from 'react';
import { SiGo, SiReact } from 'react-icons/si';
import { skillIcons } from '@/components/cv/skill-icons';
import { iconSprite, iconSymbol, svgMarkup, type SpriteIcon } from '@/lib/cv/icon-sprite';

describe('svgMarkup', () => {
  it('writes plain elements with their attributes, kebab-cased, and nested children', () => {
    const tree = createElement(
      'g',
      { fillRule: 'evenodd' },
      createElement('path', { d: 'M0 0h1' }),
      createElement('circle', { cx: 1, cy: 2, r: 3 }),
    );
    expect(svgMarkup(tree)).toBe(
      '<g fill-rule="evenodd"><path d="M0 0h1"></path><circle cx="1" cy="2" r="3"></circle></g>',
    );
  });

  it('escapes attribute values and drops what is not a plain element or value', () => {
    const hostile = createElement('path', {
      d: '"><script>alert(1)</script>',
      onClick: () => {},
    });
    expect(svgMarkup(hostile)).toBe('<path d="&quot;>&lt;script>alert(1)&lt;/script>"></path>');
    expect(svgMarkup(createElement(() => null))).toBe('');
    expect(svgMarkup('text')).toBe('');
  });
});

describe('iconSymbol', () => {
  it('keeps the viewBox and the paths of an icon of the set', () => {
    const symbol = iconSymbol('react', SiReact);
    expect(symbol).toMatch(
      /^<symbol id="react" viewBox="0 0 24 24"><path d="M14\.23 [^"]+"><\/path><\/symbol>$/,
    );
  });

  it('refuses an icon without paths', () => {
    const empty: SpriteIcon = () => createElement('svg', { attr: { viewBox: '0 0 1 1' } });
    expect(() => iconSymbol('empty', empty)).toThrow(/no paths/);
  });
});

describe('iconSprite', () => {
  it('holds one symbol per icon, sorted by id', () => {
    const sprite = iconSprite({ react: SiReact, go: SiGo });
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1])).toEqual(['go', 'react']);
  });

  it('parses as SVG with a symbol for every skill logo of the CV', () => {
    const doc = new DOMParser().parseFromString(iconSprite(skillIcons), 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    for (const id of Object.keys(skillIcons)) {
      const symbol = doc.getElementById(id);
      expect(symbol?.tagName).toBe('symbol');
      expect(symbol?.querySelector('path')?.getAttribute('d')).toMatch(/^[Mm]/);
    }
  });
});
