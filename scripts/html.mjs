// Reading the exported pages with a real HTML parser (parse5, jsdom's), for the
// post-build step and the speed budget. Nothing here rewrites what Next.js wrote: the
// edits are insertions (a tag, an attribute) at offsets the parser reports.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'parse5';

function* elements(node) {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) yield child;
    yield* elements(child.content ?? child);
  }
}

const attr = (el, name) => el.attrs.find((a) => a.name === name)?.value;
const parseHtml = (html) => parse(html, { sourceCodeLocationInfo: true });
const splice = (html, at, text, end = at) => `${html.slice(0, at)}${text}${html.slice(end)}`;

/** Text made safe inside a double-quoted attribute value. */
export const escapeAttribute = (text) =>
  String(text).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** Puts `markup` right after the start tag of the first element `match` accepts. */
export function insertAtStart(html, match, markup) {
  const el = [...elements(parseHtml(html))].find((e) => match(e.tagName, (n) => attr(e, n)));
  if (!el) throw new Error('no element to insert into');
  return splice(html, el.sourceCodeLocation.startTag.endOffset, markup);
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
 * apart (a cell, a list item, a heading, a button): the text as the search indexer should
 * read it. The indexer joins the text of neighbouring elements with nothing between, so
 * `<th>Infinitive</th><th>Past</th>` would be indexed as 'InfinitivePast'.
 */
export function separateBlocks(html) {
  const offsets = new Set();
  const visit = (node, inside) => {
    for (const child of node.childNodes ?? []) {
      if (!child.tagName) continue;
      const location = child.sourceCodeLocation;
      if (inside && !RUNS_ON.has(child.tagName) && location?.startTag) {
        offsets.add(location.startTag.endOffset);
        if (location.endTag) offsets.add(location.endTag.startOffset);
      }
      if (child.tagName !== 'svg' && child.tagName !== 'template')
        visit(child, inside || child.tagName === 'body');
    }
  };
  visit(parseHtml(html), false);
  let result = html;
  for (const at of [...offsets].sort((a, b) => b - a)) result = splice(result, at, ' ');
  return result;
}

const EXECUTABLE = /^((text|application)\/(java|ecma)script|module)$/i;

/** `'sha256-…'` sources for the inline scripts the browser runs on a page, once each. */
export function inlineScriptHashes(html) {
  const hashes = [...elements(parseHtml(html))]
    .filter((el) => el.tagName === 'script' && attr(el, 'src') === undefined)
    .filter((el) => !attr(el, 'type') || EXECUTABLE.test(attr(el, 'type')))
    .map((el) => el.childNodes.map((n) => n.value ?? '').join(''))
    .map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  return [...new Set(hashes)];
}

/**
 * Puts `tag` first in <head>, after the charset declaration when there is one (which must
 * stay within the first 1024 bytes).
 */
export function insertInHead(html, tag) {
  const head = [...elements(parseHtml(html))].find((el) => el.tagName === 'head');
  if (!head) throw new Error('no <head>');
  const charset = head.childNodes.find((el) => el.tagName === 'meta' && attr(el, 'charset'));
  const at = charset
    ? charset.sourceCodeLocation.endOffset
    : head.sourceCodeLocation.startTag.endOffset;
  return splice(html, at, tag);
}

/** Sets the `lang` of `<html>` (the root layout writes one language for every page). */
export function setDocumentLang(html, lang) {
  if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang))
    throw new Error(`not a language tag: ${lang}`);
  const root = [...elements(parseHtml(html))].find((el) => el.tagName === 'html');
  const old = root?.sourceCodeLocation?.startTag?.attrs?.lang;
  if (!old) throw new Error('no <html lang>');
  return splice(html, old.startOffset, `lang="${lang}"`, old.endOffset);
}

/** The value of a page's `<meta http-equiv=…>`. */
export function httpEquiv(html, name) {
  const el = [...elements(parseHtml(html))].find(
    (e) => e.tagName === 'meta' && attr(e, 'http-equiv')?.toLowerCase() === name.toLowerCase(),
  );
  return el && attr(el, 'content');
}

/** What a page loads before it is interactive: scripts, stylesheets, preloaded fonts. */
export function firstLoadAssets(html) {
  const scripts = new Set();
  const styles = new Set();
  const fonts = new Set();
  for (const el of elements(parseHtml(html))) {
    const src = attr(el, 'src');
    if (el.tagName === 'script' && src && attr(el, 'nomodule') === undefined) scripts.add(src);
    const href = attr(el, 'href');
    if (el.tagName !== 'link' || !href) continue;
    if (attr(el, 'rel') === 'stylesheet') styles.add(href);
    if (attr(el, 'rel') === 'preload' && attr(el, 'as') === 'font') fonts.add(href);
  }
  return { scripts: [...scripts], styles: [...styles], fonts: [...fonts] };
}

/** The exported HTML file of a route path in `dir` (ee/tips.html or ee/tips/index.html). */
export function htmlFileOf(dir, path) {
  const file = [`${path.slice(1) || 'index'}.html`, join(path.slice(1), 'index.html')]
    .map((name) => join(dir, name))
    .find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`no HTML file for ${path}`);
  return file;
}
