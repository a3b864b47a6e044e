import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * Turns a tree of server-only JSX (HTML elements and plain function components) into an
 * HTML string, at build time.
 *
 * Why: React hydrates every element a server component renders, one fiber each, in the
 * task that starts the page, even when nothing in it will ever change. A long static list
 * (the 150 phrasal verbs, the 130 verb rows) given to the page as one element with this
 * string as its inner HTML is hydrated as that one element. Next forbids `react-dom/server`
 * in server components, hence this small renderer.
 *
 * It writes what React's own renderer writes, byte for byte (the parity tests compare
 * them), for what static content needs: elements, attributes, style objects with text
 * values, function components. It refuses the rest with an error that names it, so a
 * build fails instead of shipping a page that lost its behaviour: client components,
 * event handlers, refs, async and class components, React's special elements (Suspense,
 * context), scripts, styles, form fields that hold state and javascript: addresses. Text
 * and attribute values are escaped, so no text becomes markup.
 */
export function renderStaticMarkup(node: ReactNode): string {
  if (node == null || typeof node === 'boolean') return '';
  if (typeof node === 'string') return escapeHtml(node);
  if (typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map(renderStaticMarkup).join('');
  if (isValidElement(node)) return renderElement(node as ReactElement<Record<string, unknown>>);
  if (typeof node === 'object' && Symbol.iterator in node) {
    return Array.from(node as Iterable<ReactNode>, renderStaticMarkup).join('');
  }
  throw new StaticMarkupError(`cannot render ${describe(node)}`);
}

/** A mistake in a static tree: thrown at build time, it names what was not allowed. */
export class StaticMarkupError extends Error {
  constructor(message: string) {
    super(`Static markup: ${message}`);
    this.name = 'StaticMarkupError';
  }
}

const clientReference = Symbol.for('react.client.reference');

function renderElement(element: ReactElement<Record<string, unknown>>): string {
  const { type, props } = element;
  if (type === Fragment) return renderStaticMarkup(props.children as ReactNode);
  if (typeof type === 'string') return renderHostElement(type, props);
  if (typeof type === 'function') {
    if ((type as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent) {
      throw new StaticMarkupError(
        `${nameOf(type)} is a class component; static markup calls functions`,
      );
    }
    if ((type as { $$typeof?: symbol }).$$typeof === clientReference) {
      throw new StaticMarkupError(
        'a client component cannot be part of static markup; render it outside the static part',
      );
    }
    const output: unknown = (type as (props: Record<string, unknown>) => unknown)(props);
    if (output instanceof Promise) {
      throw new StaticMarkupError(`${nameOf(type)} is async; static markup is rendered at once`);
    }
    return renderStaticMarkup(output as ReactNode);
  }
  throw new StaticMarkupError(`cannot render ${describe(type)}`);
}

/** Elements that have no end tag and no content. */
const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * Props React writes under another name (its aliases); the other camelCase props it
 * knows it writes as they are spelled (`dateTime`, `colSpan`), which HTML reads without
 * regard to case. Any other camelCase prop is refused.
 */
const attributeNames: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  tabIndex: 'tabindex',
  crossOrigin: 'crossorigin',
  strokeWidth: 'stroke-width',
  strokeLinecap: 'stroke-linecap',
  strokeLinejoin: 'stroke-linejoin',
  fillRule: 'fill-rule',
  clipRule: 'clip-rule',
  colSpan: 'colSpan',
  rowSpan: 'rowSpan',
  dateTime: 'dateTime',
  hrefLang: 'hrefLang',
  referrerPolicy: 'referrerPolicy',
  spellCheck: 'spellCheck',
  contentEditable: 'contentEditable',
  viewBox: 'viewBox',
};

/**
 * Elements static markup does not write: the text of a script or a style is not HTML
 * (escaping it would break it, not escaping it would let text end it), and a textarea's
 * or a select's value is state React keeps in its own way.
 */
const refusedElements = new Set(['script', 'style', 'textarea', 'select']);

function renderHostElement(tag: string, props: Record<string, unknown>): string {
  if (!/^[a-z][a-z0-9-]*$/.test(tag))
    throw new StaticMarkupError(`<${tag}> is not an element name`);
  if (refusedElements.has(tag)) {
    throw new StaticMarkupError(
      `<${tag}> is not static content (its text is code or its value is state); render it outside the static part`,
    );
  }
  let attributes = '';
  for (const [prop, value] of Object.entries(props)) {
    if (prop === 'children' || prop === 'dangerouslySetInnerHTML') continue;
    attributes += renderAttribute(tag, prop, value);
  }
  const open = `<${tag}${attributes}>`;
  if (voidElements.has(tag)) {
    if (props.children != null || props.dangerouslySetInnerHTML != null) {
      throw new StaticMarkupError(`<${tag}> cannot have content`);
    }
    return `<${tag}${attributes}/>`; // as React writes it
  }
  const inner = props.dangerouslySetInnerHTML as { __html?: unknown } | undefined;
  if (inner != null && props.children != null) {
    throw new StaticMarkupError(`<${tag}> has both children and dangerouslySetInnerHTML`);
  }
  const content =
    inner != null ? String(inner.__html ?? '') : renderStaticMarkup(props.children as ReactNode);
  return `${open}${content}</${tag}>`;
}

/**
 * Attributes that take "true" or "false" as text, so React writes a boolean out as a
 * word; any other attribute given `true` is a boolean attribute (present and empty) and
 * given `false` is left out.
 */
function booleanish(name: string): boolean {
  return (
    /^(aria|data)-/.test(name) ||
    ['focusable', 'draggable', 'spellcheck', 'contenteditable'].includes(name.toLowerCase())
  );
}

/** Attributes that hold an address, where a javascript: URL would run code. */
const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

function renderAttribute(tag: string, prop: string, value: unknown): string {
  if (prop === 'style') return renderStyle(tag, value);
  if (prop === 'ref' || prop === 'suppressHydrationWarning' || /^on/i.test(prop)) {
    throw new StaticMarkupError(`<${tag}> has "${prop}", which static markup cannot keep`);
  }
  const name =
    attributeNames[prop] ?? (/^(aria|data)-[a-z0-9-]+$|^[a-z]+$/.test(prop) ? prop : null);
  if (name === null)
    throw new StaticMarkupError(`<${tag}> has "${prop}", an attribute it does not know`);
  if (urlAttributes.has(name) && /^[\s\u0000-\u001f]*javascript:/i.test(String(value))) {
    throw new StaticMarkupError(`<${tag} ${name}> is a javascript: URL`);
  }
  if (value == null || value === false) {
    return value === false && booleanish(name) ? ` ${name}="false"` : '';
  }
  if (value === true) return booleanish(name) ? ` ${name}="true"` : ` ${name}=""`;
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new StaticMarkupError(`<${tag} ${prop}> is ${describe(value)}, not text`);
  }
  return ` ${name}="${escapeHtml(String(value))}"`;
}

/**
 * A style object as React writes it (`backgroundColor: '#fff'` as
 * `background-color:#fff`), for values given as text; a number is refused rather than
 * guessed at (React adds `px` to some properties and not to others).
 */
function renderStyle(tag: string, style: unknown): string {
  if (style == null) return '';
  if (typeof style !== 'object' || Array.isArray(style)) {
    throw new StaticMarkupError(`<${tag} style> is ${describe(style)}, not an object`);
  }
  const declarations: string[] = [];
  for (const [property, value] of Object.entries(style)) {
    if (value == null || typeof value === 'boolean' || value === '') continue;
    if (typeof value !== 'string') {
      throw new StaticMarkupError(
        `<${tag} style> gives ${property} as ${typeof value}; write it as text with its unit`,
      );
    }
    // React writes msTransform as -ms-transform, unlike any other prefix: not worth a rule.
    if (!/^(--[\w-]+|[a-zA-Z][a-zA-Z]*)$/.test(property) || /^ms[A-Z]/.test(property)) {
      throw new StaticMarkupError(`<${tag} style> has "${property}", a property it does not know`);
    }
    const name = property.startsWith('--')
      ? property
      : property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    declarations.push(`${name}:${value.trim()}`);
  }
  return declarations.length ? ` style="${escapeHtml(declarations.join(';'))}"` : '';
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/** Escapes text and attribute values as React's own renderer does, so the two agree. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c]!);
}

function nameOf(type: unknown): string {
  return (
    (type as { displayName?: string; name?: string }).displayName ??
    (type as { name?: string }).name ??
    'a component'
  );
}

function describe(value: unknown): string {
  if (typeof value === 'function') return nameOf(value);
  if (typeof value === 'symbol') return value.toString();
  if (typeof value === 'object' && value !== null) {
    const tag = (value as { $$typeof?: unknown }).$$typeof;
    return typeof tag === 'symbol' ? tag.toString() : 'an object';
  }
  return typeof value;
}
