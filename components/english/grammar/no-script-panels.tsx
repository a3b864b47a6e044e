/**
 * Without JavaScript, collapsed panels must show their text. Tailwind's preflight hides
 * `[hidden]` with `!important` inside the `base` layer, and a layered `!important` beats
 * an unlayered one, so the rule that reveals the panels has to live in that layer too
 * (where its higher specificity wins).
 */
const css = '@layer base{[data-collapsible-panel][hidden]{display:grid!important}}';

export function NoScriptPanels() {
  return (
    <noscript>
      <style>{css}</style>
    </noscript>
  );
}
