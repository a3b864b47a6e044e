/**
 * The attribute that holds a sprite icon's address until the page has been painted.
 *
 * An SVG `<use href>` fetches its file as soon as the parser meets it, so with the address
 * in the HTML a sprite (the CV's 25 KB of logos, the English topics' icons) is downloaded
 * beside the stylesheet, before the page's first paint. The server writes the address
 * here instead; the after-paint loader (lib/tooling/after-paint.mjs, which spells the
 * same name) copies it to `href` after the first paint, and on every `<use>` that React
 * adds later (a page reached by a link). A `<noscript>` copy draws the icon for visitors
 * without JavaScript (components/ui/sprite-icon.tsx).
 */
export const SPRITE_HREF = 'data-sprite-href';
