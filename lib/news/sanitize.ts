import sanitizeHtml from 'sanitize-html';
import { safeHttpUrl } from './urls';

/** Elements whose content is dropped together with the element. */
const dropWithContent = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'template',
  'title',
  'head',
  'xmp',
  'noembed',
  'noframes',
  'select',
  'button',
];

const descriptionOptions: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'i', 'em', 'strong', 'a', 'p', 'br'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: dropWithContent,
  transformTags: {
    // Links keep only an absolute http(s) href and always open in a new tab without
    // handing over window.opener. A link without a safe href loses every attribute
    // and is then unwrapped to its text by exclusiveFilter (renaming the tag here
    // would confuse the closing tags of later links).
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = safeHttpUrl(attribs.href);
      if (!href) return { tagName, attribs: {} };
      return { tagName, attribs: { href, target: '_blank', rel: 'noopener noreferrer' } };
    },
  },
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/**
 * Makes outside HTML safe to render: only b, i, em, strong, p, br and http(s) links
 * survive; scripts, styles, frames, SVG, event handlers and other URL schemes go.
 */
export function sanitizeDescription(html: unknown): string {
  if (typeof html !== 'string') return '';
  return sanitizeHtml(html, descriptionOptions).trim();
}

const textOptions: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: dropWithContent,
};

/** The escapes sanitize-html writes into text; undone so React can escape again. */
const escapes: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * Plain text of a value that may contain markup or HTML entities: tags removed
 * (the content of scripts and the like dropped), entities decoded, whitespace collapsed.
 * The result is rendered as text, never as HTML.
 */
export function toPlainText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return sanitizeHtml(value, textOptions)
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => escapes[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
