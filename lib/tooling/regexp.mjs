// Text to match literally inside a regular expression, for the tests and the tools
// (plain JavaScript, so the .mjs tools can import it too). Node 20 has no RegExp.escape.

/**
 * `text` with every character that means something in a pattern escaped (`/` too, so the
 * result also fits a pattern literal).
 * @param {string} text
 * @returns {string}
 */
export function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
