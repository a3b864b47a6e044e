// V8's explicit compile hint (Chrome 136 and later): a script whose text starts with this
// comment has all its functions compiled as it streams in, on a background thread. By
// default V8 compiles a function only when it is first called, on the main thread: on
// load that is most of the framework (React, the router, our components), inside the one
// task that starts it, which is the longest of every page. Only the scripts a page loads
// on arrival carry it: their functions run at once. Code fetched for a click does not, so
// nothing is compiled for a click that never comes. Other browsers read a comment.
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The script's text with the hint as its first line; a text that has it is kept. */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}\n${source}`;
}
