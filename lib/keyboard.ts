/**
 * Whether a key event's target is inside an open dialog (the site search, a task form):
 * keys pressed there belong to the dialog, not to the page behind it, whose keyboard
 * shortcuts (2048's arrows, the review's 1 to 4) must leave them alone.
 */
export function isInDialog(target: EventTarget | null): boolean {
  return (
    typeof Element !== 'undefined' &&
    target instanceof Element &&
    !!target.closest('dialog, [role="dialog"]')
  );
}
