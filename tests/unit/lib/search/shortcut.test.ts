import { isSearchShortcut, isTypingTarget, type ShortcutEvent } from '@/lib/search/shortcut';

function press(key: string, init: Partial<ShortcutEvent> = {}): ShortcutEvent {
  return {
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    defaultPrevented: false,
    target: document.body,
    ...init,
  };
}

function element(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild!;
}

describe('search shortcuts', () => {
  it("open search with '/', Ctrl+K and Cmd+K", () => {
    expect(isSearchShortcut(press('/'))).toBe(true);
    expect(isSearchShortcut(press('k', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(press('K', { metaKey: true }))).toBe(true);
  });

  it('leave other keys and combinations alone', () => {
    expect(isSearchShortcut(press('k'))).toBe(false);
    expect(isSearchShortcut(press('/', { ctrlKey: true }))).toBe(false);
    expect(isSearchShortcut(press('k', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(press('/', { defaultPrevented: true }))).toBe(false);
    expect(isSearchShortcut(press('/', { isComposing: true }))).toBe(false);
  });

  it('do nothing while the visitor types in a field', () => {
    for (const html of [
      '<input>',
      '<input type="search">',
      '<input type="email">',
      '<textarea></textarea>',
      '<select></select>',
    ]) {
      const target = element(html);
      expect(isTypingTarget(target)).toBe(true);
      expect(isSearchShortcut(press('/', { target }))).toBe(false);
      expect(isSearchShortcut(press('k', { ctrlKey: true, target }))).toBe(false);
    }
    const editor = element('<div contenteditable="true"></div>') as HTMLElement;
    // jsdom does not compute isContentEditable.
    Object.defineProperty(editor, 'isContentEditable', { value: true });
    expect(isSearchShortcut(press('/', { target: editor }))).toBe(false);
  });

  it('work on buttons, links, checkboxes and radios', () => {
    for (const html of [
      '<button></button>',
      '<a href="/">x</a>',
      '<input type="checkbox">',
      '<input type="radio">',
    ]) {
      expect(isSearchShortcut(press('/', { target: element(html) }))).toBe(true);
    }
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget(window)).toBe(false);
  });
});
