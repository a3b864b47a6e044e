import { renderToStaticMarkup } from 'react-dom/server';
import { FaFileLines, FaVideo } from 'react-icons/fa6';
import { PlainIcon } from '@/components/ui/plain-icon';
import { renderStaticMarkup } from '@/lib/static-markup';

/** The `<svg>` and its content, parsed. */
function svgOf(html: string) {
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').querySelector('svg')!;
}

describe('PlainIcon', () => {
  it.each([
    ['FaVideo', FaVideo],
    ['FaFileLines', FaFileLines],
  ])('draws what %s draws, as plain elements static markup can hold', (_, icon) => {
    const own = svgOf(renderToStaticMarkup(icon({})));
    const html = renderStaticMarkup(<PlainIcon icon={icon} className="size-5" />);
    // Byte for byte what React writes for it.
    expect(html).toBe(renderToStaticMarkup(<PlainIcon icon={icon} className="size-5" />));
    const plain = svgOf(html);
    expect(plain.innerHTML).toBe(own.innerHTML);
    expect(plain.innerHTML).toContain('<path d="M');
    expect(plain.getAttribute('viewBox')).toBe(own.getAttribute('viewBox'));
    expect(plain.getAttribute('aria-hidden')).toBe('true');
    expect(plain.getAttribute('fill')).toBe('currentColor');
    expect(plain.getAttribute('class')).toBe('size-5');
  });
});
