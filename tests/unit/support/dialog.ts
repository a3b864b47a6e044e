/**
 * jsdom has no modal dialogs: `showModal()` and `close()` open and close as the browser
 * does. The browser queues the `close` event after the dialog closed; `closeEvent: 'sync'`
 * dispatches it at once, otherwise the test dispatches it when it wants it delivered.
 */
export function fakeModalDialogs({ closeEvent }: { closeEvent?: 'sync' } = {}): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    if (closeEvent === 'sync') this.dispatchEvent(new Event('close'));
  };
}

/**
 * Delivers a dialog's `close` event as the browser does: a task after it closed, outside
 * any React event and not in act(). React is told meanwhile that this is no test
 * environment, so it does not warn of an update outside act().
 */
export function deliverClose(dialog: HTMLDialogElement): void {
  const reactAct = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = reactAct.IS_REACT_ACT_ENVIRONMENT;
  reactAct.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    dialog.dispatchEvent(new Event('close'));
  } finally {
    reactAct.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}
