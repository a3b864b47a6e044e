import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { escapeHtml } from '@/lib/static-markup';
import { opticalViewBox, pathBounds, unionBounds } from './path-bounds';

/** An icon component of the icon set: called with no props it answers its SVG tree. */
export type SpriteIcon = (props: Record<string, never>) => ReactNode;

/** `fillRule` → `fill-rule`; `viewBox` and plain names stay as they are. */
const attributeName = (name: string) =>
  name === 'viewBox' ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * SVG markup of a tree of plain elements (`<path d>`, `<g>`, …); anything else is dropped.
 * Lenient where lib/static-markup.ts is strict: an icon set's data may carry any SVG
 * attribute, and every camelCase one is written hyphenated.
 */
export function svgMarkup(node: ReactNode): string {
  if (Array.isArray(node)) return node.map(svgMarkup).join('');
  if (!isValidElement(node) || typeof node.type !== 'string') return '';
  const { children, ...attributes } = (node as ReactElement<Record<string, unknown>>).props;
  const attrs = Object.entries(attributes)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([name, value]) => ` ${attributeName(name)}="${escapeHtml(String(value))}"`)
    .join('');
  return `<${node.type}${attrs}>${svgMarkup(children as ReactNode)}</${node.type}>`;
}

/** The `d` of every path of a tree of plain elements. */
function pathData(node: ReactNode): string[] {
  if (Array.isArray(node)) return node.flatMap(pathData);
  if (!isValidElement(node) || typeof node.type !== 'string') return [];
  const { children, d } = (node as ReactElement<{ children?: ReactNode; d?: unknown }>).props;
  return [...(node.type === 'path' && typeof d === 'string' ? [d] : []), ...pathData(children)];
}

/**
 * How a symbol's viewBox is chosen: `ink`, a square fitted to the paths' ink so that every
 * logo has the same optical size (a wide logo such as MySQL's is not drawn smaller than a
 * square one); `icon`, the icon's own viewBox, so it is drawn exactly as the inline icon.
 */
export type SpriteFit = 'ink' | 'icon';

/**
 * One `<symbol>` of an icon of the icon set: its paths, in the viewBox `fit` chooses. The
 * set's components render `IconBase` with the paths as children and the viewBox in `attr`.
 */
export function iconSymbol(id: string, Icon: SpriteIcon, fit: SpriteFit = 'ink'): string {
  const { paths, viewBox: own } = iconParts(id, Icon);
  const markup = svgMarkup(paths);
  const data = pathData(paths);
  if (!markup || data.length === 0) throw new Error(`icon ${id} has no paths`);
  const viewBox = fit === 'icon' ? own : opticalViewBox(unionBounds(data.map(pathBounds)));
  if (viewBox === undefined) throw new Error(`icon ${id} has no viewBox`);
  return `<symbol id="${escapeHtml(id)}" viewBox="${escapeHtml(viewBox)}">${markup}</symbol>`;
}

/**
 * What an icon of the icon set draws: its paths (plain SVG elements) and its own viewBox.
 * The set's components render `IconBase`, which reads a React context, with the paths as
 * children and the viewBox in `attr`.
 */
export function iconParts(id: string, Icon: SpriteIcon): { paths: ReactNode; viewBox?: string } {
  const element = Icon({});
  if (!isValidElement(element)) throw new Error(`icon ${id} did not render an element`);
  const props = element.props as { children?: ReactNode; attr?: { viewBox?: unknown } };
  const own = props.attr?.viewBox;
  return { paths: props.children, viewBox: typeof own === 'string' ? own : undefined };
}

/**
 * One SVG file holding every icon as a `<symbol>`: pages draw an icon with
 * `<svg><use href="sprite.svg#id"/></svg>` (components/ui/sprite-icon.tsx) instead of
 * repeating its paths inline, in the HTML and again in the page's RSC payload.
 */
export function iconSprite(
  icons: Readonly<Record<string, SpriteIcon>>,
  fit: SpriteFit = 'ink',
): string {
  const symbols = Object.entries(icons)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, Icon]) => iconSymbol(id, Icon, fit))
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" fill="currentColor">${symbols}</svg>`;
}
