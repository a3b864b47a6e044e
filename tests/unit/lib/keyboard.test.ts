import { isInDialog } from '@/lib/keyboard';

describe('isInDialog', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is true inside a native dialog or an element with the dialog role', () => {
    document.body.innerHTML = `
      <dialog open><button id="a">Close</button></dialog>
      <div role="dialog"><p><a id="b" href="#x">x</a></p></div>
      <main><button id="c">Play</button></main>`;
    const $ = (id: string) => document.getElementById(id);
    expect(isInDialog($('a'))).toBe(true);
    expect(isInDialog($('b'))).toBe(true);
    expect(isInDialog($('c'))).toBe(false);
  });

  it('is false for the window, the document and no target', () => {
    expect(isInDialog(window)).toBe(false);
    expect(isInDialog(document)).toBe(false);
    expect(isInDialog(null)).toBe(false);
  });
});
