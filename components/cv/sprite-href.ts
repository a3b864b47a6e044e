/**
 * The attribute that holds a skill logo's sprite address until the page's scripts run.
 *
 * An SVG `<use href>` fetches its file as soon as the parser meets it, so with the address
 * in the HTML the logo sprite (25 KB) was downloaded beside the stylesheet, before the
 * page's first paint, although the logos sit far below it. The server writes the address
 * here instead, `AttachSkillLogos` moves it to `href` once the page is interactive (after
 * its first paint), and a `<noscript>` copy of each logo keeps them for visitors without
 * JavaScript.
 */
export const SPRITE_HREF = 'data-sprite-href';
