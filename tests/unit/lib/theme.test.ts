import { isTheme, resolveTheme, themeScript } from '@/lib/theme';

describe('theme', () => {
  it('prefers the remembered choice over the system', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('follows the system when nothing valid is remembered', () => {
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme(null, false)).toBe('light');
    expect(resolveTheme('purple', true)).toBe('dark');
  });

  it('recognises only the two themes', () => {
    expect(isTheme('dark')).toBe(true);
    expect(isTheme('light')).toBe(true);
    expect(isTheme('system')).toBe(false);
    expect(isTheme(undefined)).toBe(false);
  });

  it('the inline script applies the same rule as resolveTheme', () => {
    const cases: [string | null, boolean][] = [
      ['dark', false],
      ['light', true],
      [null, true],
      [null, false],
      ['bogus', true],
    ];
    for (const [stored, systemDark] of cases) {
      document.documentElement.className = '';
      if (stored === null) localStorage.removeItem('theme');
      else localStorage.setItem('theme', stored);
      window.matchMedia = ((query: string) => ({
        matches: systemDark,
        media: query,
      })) as typeof window.matchMedia;
      new Function(themeScript)();
      const expected = resolveTheme(stored, systemDark) === 'dark';
      expect(document.documentElement.classList.contains('dark')).toBe(expected);
    }
    localStorage.clear();
  });

  it('follows a change of the system setting while no choice is stored', () => {
    document.documentElement.className = '';
    localStorage.removeItem('theme');
    const listeners: (() => void)[] = [];
    const query = {
      matches: false,
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    };
    window.matchMedia = (() => query) as unknown as typeof window.matchMedia;
    new Function(themeScript)();
    const dark = () => document.documentElement.classList.contains('dark');
    expect(dark()).toBe(false);
    query.matches = true;
    listeners.forEach((listener) => listener());
    expect(dark()).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    // A stored choice wins over the system from then on.
    localStorage.setItem('theme', 'light');
    listeners.forEach((listener) => listener());
    expect(dark()).toBe(false);
    localStorage.clear();
  });
});
