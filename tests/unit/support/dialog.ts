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
