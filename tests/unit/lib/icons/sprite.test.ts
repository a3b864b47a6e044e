import { createElement } from 'react';
import { FaClock } from 'react-icons/fa6';
import { SiGo, SiReact } from 'react-icons/si';
import { skillIcons } from '@/components/cv/skill-icons';
import { menuIcons } from '@/components/english/menu/topic-icons';
import { allProfiles } from '@/components/ui/profiles';
import { shellIcons } from '@/components/ui/shell-icons';
import { englishMenu } from '@/content/english/menu';
import { iconSprite, iconSymbol, svgMarkup, type SpriteIcon } from '@/lib/icons/sprite';
import { pathBounds, unionBounds } from '@/lib/icons/path-bounds';

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
    expect(svgMarkup(hostile)).toBe(
      '<path d="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"></path>',
    );
    expect(svgMarkup(createElement(() => null))).toBe('');
    expect(svgMarkup('text')).toBe('');
  });
});

describe('iconSymbol', () => {
  it('keeps the paths of an icon of the set in a square viewBox', () => {
    const symbol = iconSymbol('react', SiReact);
    expect(symbol).toMatch(
      /^<symbol id="react" viewBox="[-\d.]+ [-\d.]+ ([\d.]+) \1"><path d="M14\.23 [^"]+"><\/path><\/symbol>$/,
    );
  });

  it('gives every skill logo one optical size, inside its box', () => {
    for (const [id, Icon] of Object.entries(skillIcons)) {
      const symbol = iconSymbol(id, Icon);
      const [x, y, side] = symbol
        .match(/viewBox="([^"]+)"/)![1]!
        .split(' ')
        .map(Number) as [number, number, number];
      const d = [...symbol.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]!);
      const ink = unionBounds(d.map(pathBounds));
      const width = ink.maxX - ink.minX;
      const height = ink.maxY - ink.minY;
      // The square root of the ink's area is 80 % of the box, or less for a logo much
      // wider than tall (or taller than wide), which then spans the box.
      const optical = Math.sqrt(width * height) / side;
      expect(optical).toBeLessThanOrEqual(0.801);
      if (optical < 0.79) expect(Math.max(width, height) / side).toBeGreaterThan(0.99);
      expect(ink.minX).toBeGreaterThanOrEqual(x - 0.01);
      expect(ink.minY).toBeGreaterThanOrEqual(y - 0.01);
      expect(ink.maxX).toBeLessThanOrEqual(x + side + 0.01);
      expect(ink.maxY).toBeLessThanOrEqual(y + side + 0.01);
    }
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

describe('the English topics sprite', () => {
  it('keeps each icon in its own viewBox, so it is drawn as the inline icon was', () => {
    expect(iconSymbol('clock', FaClock, 'icon')).toMatch(
      /^<symbol id="clock" viewBox="0 0 512 512"><path d="M[^"]+"><\/path><\/symbol>$/,
    );
    const noViewBox: SpriteIcon = () =>
      createElement('svg', { attr: {} }, createElement('path', { d: 'M0 0h1v1z' }));
    expect(() => iconSymbol('bare', noViewBox, 'icon')).toThrow(/no viewBox/);
  });

  it('parses as SVG with a symbol for every topic of the menu', () => {
    const doc = new DOMParser().parseFromString(iconSprite(menuIcons, 'icon'), 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    for (const option of englishMenu) {
      const symbol = doc.getElementById(option.icon);
      expect(symbol?.tagName).toBe('symbol');
      expect(symbol?.getAttribute('viewBox')).toMatch(/^0 0 \d+ 512$/);
      expect(symbol?.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    }
  });
});

describe("the shell's sprite", () => {
  it("has a symbol in its own viewBox for every shell icon, the profiles' among them", () => {
    const doc = new DOMParser().parseFromString(iconSprite(shellIcons, 'icon'), 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    const ids = [...doc.querySelectorAll('symbol')].map((symbol) => symbol.id);
    expect(ids).toEqual(Object.keys(shellIcons).sort());
    for (const { icon } of allProfiles) expect(ids).toContain(icon);
    for (const symbol of doc.querySelectorAll('symbol')) {
      expect(symbol.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
      expect(symbol.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    }
  });
});
