import { isRevealed, isRevealKey, type KeyLike } from '@/lib/english/reveal';

function key(overrides: Partial<KeyLike> = {}): KeyLike {
  return {
    key: ' ',
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    defaultPrevented: false,
    target: document.body,
    ...overrides,
  };
}

describe('isRevealed', () => {
  it('hides the answer until Show is pressed for this very item', () => {
    expect(isRevealed(false, null, 'go')).toBe(false);
    expect(isRevealed(false, 'go', 'go')).toBe(true);
    // The next item asks again.
    expect(isRevealed(false, 'go', 'be')).toBe(false);
  });

  it('shows every answer at once with the setting', () => {
    expect(isRevealed(true, null, 'go')).toBe(true);
    expect(isRevealed(true, 'go', 'be')).toBe(true);
  });

  it('shows nothing when there is no item', () => {
    expect(isRevealed(false, null, null)).toBe(false);
  });
});

describe('isRevealKey', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is a plain Space pressed on the page or on a text', () => {
    document.body.innerHTML = '<main><p id="text">go</p></main>';
    expect(isRevealKey(key())).toBe(true);
    expect(isRevealKey(key({ target: document.getElementById('text') }))).toBe(true);
    expect(isRevealKey(key({ target: window }))).toBe(true);
  });

  it('is not another key, a key with a modifier, or one already handled', () => {
    expect(isRevealKey(key({ key: 'Enter' }))).toBe(false);
    expect(isRevealKey(key({ key: 's' }))).toBe(false);
    expect(isRevealKey(key({ shiftKey: true }))).toBe(false);
    expect(isRevealKey(key({ ctrlKey: true }))).toBe(false);
    expect(isRevealKey(key({ altKey: true }))).toBe(false);
    expect(isRevealKey(key({ metaKey: true }))).toBe(false);
    expect(isRevealKey(key({ defaultPrevented: true }))).toBe(false);
  });

  it('leaves Space to the control it is pressed on, and to dialogs', () => {
    document.body.innerHTML = `
      <button id="button"><span id="inner">Next</span></button>
      <input id="input" />
      <a id="link" href="#x">x</a>
      <div role="switch" id="switch"></div>
      <div role="dialog"><p id="dialog">text</p></div>`;
    for (const id of ['button', 'inner', 'input', 'link', 'switch', 'dialog'])
      expect([id, isRevealKey(key({ target: document.getElementById(id) }))]).toEqual([id, false]);
  });
});
