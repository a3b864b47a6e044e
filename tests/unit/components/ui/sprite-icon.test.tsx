import { renderToStaticMarkup } from 'react-dom/server';
import { SPRITE_HREF } from '@/components/ui/sprite-href';
import { SpriteIcon } from '@/components/ui/sprite-icon';

describe('SpriteIcon', () => {
  it('writes the address where only the loader reads it, and a <noscript> copy that draws it', () => {
    const html = renderToStaticMarkup(
      <SpriteIcon sprite="/assets/icons.svg" id="clock" className="size-5" data-kind="icon" />,
    );
    const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
    const [svg, noscript] = [...doc.body.children];
    expect(svg?.tagName).toBe('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
    expect(svg?.getAttribute('class')).toBe('size-5 noscript:hidden');
    expect(svg?.getAttribute('data-kind')).toBe('icon');
    const use = svg?.querySelector('use');
    expect(use?.getAttribute(SPRITE_HREF)).toBe('/assets/icons.svg#clock');
    // No href in the HTML: the parser would fetch the sprite before the first paint.
    expect(use?.hasAttribute('href')).toBe(false);

    expect(noscript?.tagName).toBe('NOSCRIPT');
    expect(noscript?.innerHTML).toBe(
      '<svg aria-hidden="true" focusable="false" fill="currentColor" class="size-5"><use href="/assets/icons.svg#clock"></use></svg>',
    );
  });
});
