// Reading the exported HTML pages with a real HTML parser (parse5, the parser of jsdom),
// for the post-build step (CSP hashes) and the speed budget (what a page loads first).
import { createHash } from 'node:crypto';
import { parse } from 'parse5';
import { AFTER_PAINT, AFTER_PAINT_TYPE, SPRITE_HREF, afterPaintLoader } from './after-paint.mjs';

function* elements(node) {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) yield child;
    yield* elements(child.content ?? child);
  }
}

const attr = (el, name) => el.attrs.find((a) => a.name === name)?.value;

/** Whether an element (as parse5 gives it) has an attribute. */
export const hasAttribute = (el, name) => attr(el, name) !== undefined;

/** Puts `markup` at the start of the first element `match` accepts (right after its start tag). */
export function insertAtStart(html, match, markup) {
  const el = [...elements(parseHtml(html))].find(match);
  if (!el) throw new Error('no element to insert into');
  const at = el.sourceCodeLocation.startTag.endOffset;
  return `${html.slice(0, at)}${markup}${html.slice(at)}`;
}

/** Parses a page, keeping the source offsets of every element. */
export function parseHtml(html) {
  return parse(html, { sourceCodeLocationInfo: true });
}

/**
 * Elements a word may run through (phrasing content): a highlighted ending inside a word
 * (`work<span>ing</span>`) must stay one word. SVG is drawing, not text.
 */
const RUNS_ON = new Set(
  (
    'a abbr b bdi bdo cite code data del dfn em i ins kbd mark q rp rt ruby s samp small ' +
    'span strong sub sup time u var wbr svg template script style noscript'
  ).split(' '),
);

/**
 * The page with a space at both ends of every element of `<body>` that a browser lays out
 * apart from its neighbours (a cell, a list item, a heading, a button, a line break): the
 * text as the search indexer reads it. The indexer joins the text of elements with
 * nothing between them in the markup, so `<th>Infinitive</th><th>Past</th>` was indexed
 * as one word, 'InfinitivePast', which no search finds and every excerpt shows.
 * Elements a word may run through (`RUNS_ON`) and everything inside an SVG get none.
 */
export function separateBlocks(html) {
  const offsets = [];
  const visit = (node, inside) => {
    for (const child of node.childNodes ?? []) {
      if (!child.tagName) continue;
      const runsOn = RUNS_ON.has(child.tagName);
      const location = child.sourceCodeLocation;
      if (inside && !runsOn && location?.startTag) {
        offsets.push(location.startTag.endOffset);
        if (location.endTag) offsets.push(location.endTag.startOffset);
      }
      if (child.tagName !== 'svg' && child.tagName !== 'template')
        visit(child, inside || child.tagName === 'body');
    }
  };
  visit(parseHtml(html), false);
  const pieces = [];
  let from = 0;
  for (const at of [...new Set(offsets)].sort((a, b) => a - b)) {
    pieces.push(html.slice(from, at));
    from = at;
  }
  pieces.push(html.slice(from));
  return pieces.join(' ');
}

const EXECUTABLE = /^((text|application)\/(java|ecma)script|module)$/i;

/** The text of a `<script>` element, exactly as written. */
const scriptText = (el) => el.childNodes.map((n) => n.value ?? '').join('');

/** Whether an element is an inline script the browser runs (no `src`, a JavaScript type or none). */
function isInlineScript(el) {
  if (el.tagName !== 'script' || attr(el, 'src') !== undefined) return false;
  const type = attr(el, 'type');
  return !type || EXECUTABLE.test(type);
}

/** The inline scripts the browser runs, as their exact text: what a CSP hash is computed over. */
export function inlineScripts(html) {
  return [...elements(parseHtml(html))].filter(isInlineScript).map(scriptText);
}

/** `'sha256-…'` sources for the inline scripts of a page, once each. */
export function inlineScriptHashes(html) {
  const hashes = inlineScripts(html).map(
    (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

/** Where <head>'s first tag goes: after the charset declaration, or right after `<head>`. */
function headStart(head) {
  const charset = head.childNodes.find((el) => el.tagName === 'meta' && attr(el, 'charset'));
  return charset
    ? charset.sourceCodeLocation.endOffset
    : head.sourceCodeLocation.startTag.endOffset;
}

/**
 * Puts `tag` first in <head>, right after the charset declaration when there is one (it
 * must stay within the first 1024 bytes), after removing any earlier tag that `replace`
 * matches (a `<meta http-equiv>` name, for example).
 */
export function insertInHead(html, tag, replaceHttpEquiv) {
  const doc = parseHtml(html);
  const all = [...elements(doc)];
  const head = all.find((el) => el.tagName === 'head');
  if (!head) throw new Error('no <head>');
  let result = html;
  if (replaceHttpEquiv) {
    const old = all.filter(
      (el) =>
        el.tagName === 'meta' &&
        attr(el, 'http-equiv')?.toLowerCase() === replaceHttpEquiv.toLowerCase(),
    );
    for (const el of old.reverse()) {
      const { startOffset, endOffset } = el.sourceCodeLocation;
      result = result.slice(0, startOffset) + result.slice(endOffset);
    }
    if (old.length) return insertInHead(result, tag);
  }
  const at = headStart(head);
  return `${result.slice(0, at)}${tag}${result.slice(at)}`;
}

/**
 * Sets the document's language: the `lang` of `<html>` (replaced when present, added
 * when not). The rest of the page is left byte for byte as it was.
 */
export function setDocumentLang(html, lang) {
  if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang))
    throw new Error(`not a language tag: ${lang}`);
  const root = [...elements(parseHtml(html))].find((el) => el.tagName === 'html');
  const start = root?.sourceCodeLocation?.startTag;
  if (!start) throw new Error('no <html> start tag');
  const old = start.attrs?.lang;
  if (old) return `${html.slice(0, old.startOffset)}lang="${lang}"${html.slice(old.endOffset)}`;
  const at = start.startOffset + '<html'.length;
  return `${html.slice(0, at)} lang="${lang}"${html.slice(at)}`;
}

/** The value of a page's `<meta http-equiv=…>` (its CSP, for example). */
export function httpEquiv(html, name) {
  for (const el of elements(parseHtml(html))) {
    if (el.tagName === 'meta' && attr(el, 'http-equiv')?.toLowerCase() === name.toLowerCase())
      return attr(el, 'content');
  }
  return undefined;
}

/**
 * What a page loads before it is interactive: its scripts, stylesheets and preloaded
 * fonts, and the sprites its icons are drawn from (each file once, without the icon's
 * `#id`).
 */
export function firstLoadAssets(html) {
  const scripts = new Set();
  const styles = new Set();
  const fonts = new Set();
  const sprites = new Set();
  for (const el of elements(parseHtml(html))) {
    const src = attr(el, 'src') ?? attr(el, AFTER_PAINT);
    if (el.tagName === 'script' && src && attr(el, 'nomodule') === undefined) scripts.add(src);
    const sprite = el.tagName === 'use' ? attr(el, SPRITE_HREF) : undefined;
    if (sprite) sprites.add(sprite.split('#')[0]);
    if (el.tagName !== 'link') continue;
    const rel = attr(el, 'rel') ?? '';
    const href = attr(el, 'href');
    if (!href) continue;
    if (rel === 'stylesheet') styles.add(href);
    if (rel === 'preload' && attr(el, 'as') === 'font') fonts.add(href);
  }
  return { scripts: [...scripts], styles: [...styles], fonts: [...fonts], sprites: [...sprites] };
}

/** Text made safe inside a double-quoted attribute value. */
export const escapeAttribute = (text) =>
  String(text).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The inline script that starts the framework's data (Next's `self.__next_f`). */
const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
/** An inline script that hands the framework a piece of its data as text. */
const FLIGHT_TEXT = /^self\.__next_f\.push\((\[1,"(?:[^"\\]|\\[^])*"\])\)$/;

/**
 * The inline scripts that carry the framework's data, and the data as one text, when
 * they have the forms this module knows (the bootstrap, then text pieces); otherwise
 * null, and the page keeps them.
 */
function flightData(all) {
  const scripts = all.filter((el) => isInlineScript(el) && scriptText(el).includes('__next_f'));
  if (!scripts.length || scriptText(scripts[0]) !== FLIGHT_BOOTSTRAP) return null;
  const pieces = [];
  for (const el of scripts.slice(1)) {
    const match = FLIGHT_TEXT.exec(scriptText(el));
    if (!match) return null;
    pieces.push(JSON.parse(match[1])[1]);
  }
  return { scripts, data: pieces.join('') };
}

/**
 * Makes the first paint independent of the framework's scripts and data (see
 * lib/tooling/after-paint.mjs): every `<script src async>` (not `nomodule`) becomes an
 * inert tag that the loader turns back into a script after the first contentful paint,
 * and preload hints for those scripts go. The inline scripts of <head> (the theme) move
 * to its start, before the stylesheet: an inline script waits for every stylesheet
 * above it, and the parser waits for the script, so there they hold nothing up. The
 * loader follows them. When `storeData` is given, the framework's data leaves the page
 * too: `storeData(text)` keeps it and answers the address the loader fetches it from.
 * A page without such scripts is returned as it was.
 */
export function deferScriptsAfterPaint(html, storeData) {
  const all = [...elements(parseHtml(html))];
  const head = all.find((el) => el.tagName === 'head');
  if (!head) throw new Error('no <head>');
  const deferred = all.filter(
    (el) =>
      el.tagName === 'script' &&
      attr(el, 'src') &&
      hasAttribute(el, 'async') &&
      !hasAttribute(el, 'nomodule'),
  );
  if (!deferred.length) return html;
  const urls = new Set(deferred.map((el) => attr(el, 'src')));
  const edits = deferred.map((el) => ({
    at: el.sourceCodeLocation,
    text: `<script type="${AFTER_PAINT_TYPE}" ${AFTER_PAINT}="${escapeAttribute(attr(el, 'src'))}"></script>`,
  }));
  for (const el of all) {
    if (el.tagName === 'link' && attr(el, 'rel') === 'preload' && attr(el, 'as') === 'script')
      if (urls.has(attr(el, 'href'))) edits.push({ at: el.sourceCodeLocation, text: '' });
  }
  const flight = storeData ? flightData(all) : null;
  for (const el of flight?.scripts ?? []) edits.push({ at: el.sourceCodeLocation, text: '' });
  const dataUrl = flight ? storeData(flight.data) : undefined;
  const headScripts = head.childNodes.filter(isInlineScript);
  for (const el of headScripts) edits.push({ at: el.sourceCodeLocation, text: '' });
  const moved = headScripts
    .map(({ sourceCodeLocation: at }) => html.slice(at.startOffset, at.endOffset))
    .join('');
  const start = headStart(head);
  edits.push({
    at: { startOffset: start, endOffset: start },
    text: moved + afterPaintLoader({ dataUrl }),
  });
  let result = html;
  for (const { at, text } of edits.sort(
    // From the end, and at one offset a removal before an insertion.
    (a, b) => b.at.startOffset - a.at.startOffset || b.at.endOffset - a.at.endOffset,
  )) {
    result = result.slice(0, at.startOffset) + text + result.slice(at.endOffset);
  }
  return result;
}
