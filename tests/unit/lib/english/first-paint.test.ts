import { englishPrefsScript, firstPaintPrefs } from '@/lib/english/first-paint';
import {
  applyHelpLanguage,
  applyShowAll,
  HELP_LANGUAGE_ATTRIBUTE,
  SHOW_ALL_ATTRIBUTE,
} from '@/lib/english/marks';
import { defaultPrefs, prefsCodec, type HelpLanguage } from '@/lib/english/prefs';

const stored = (value: unknown) => JSON.stringify(value);
const html = document.documentElement;
/** What the marks on <html> say, in the shape of `firstPaintPrefs`. */
const marks = () => ({
  help: html.getAttribute(HELP_LANGUAGE_ATTRIBUTE),
  showAll: html.hasAttribute(SHOW_ALL_ATTRIBUTE),
});

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  html.removeAttribute(HELP_LANGUAGE_ATTRIBUTE);
  html.removeAttribute(SHOW_ALL_ATTRIBUTE);
});

describe('firstPaintPrefs, and englishPrefsScript (run in <head> before the first paint)', () => {
  it.each<[string | null | undefined, HelpLanguage, boolean]>([
    // The help language and the show-all setting saved in englishPrefs.
    [prefsCodec.serialize({ ...defaultPrefs, help: 'es', showAll: true }), 'es', true],
    [prefsCodec.serialize(defaultPrefs), 'en', false],
    [stored({ help: 'es' }), 'es', false],
    [stored({ help: 'es', showAll: true, recall: { verbs: 'type' } }), 'es', true],
    [stored({ help: 'en', showAll: true }), 'en', true],
    // The defaults when nothing valid is stored (null: nothing stored).
    [null, 'en', false],
    [undefined, 'en', false],
    ['', 'en', false],
    ['{', 'en', false],
    ['{broken', 'en', false],
    ['null', 'en', false],
    ['"es"', 'en', false],
    ['["es"]', 'en', false],
    [stored({ help: 'fr' }), 'en', false],
    [stored({ help: 'fr', showAll: 1 }), 'en', false],
    [stored({ showAll: 'yes' }), 'en', false],
  ])('reads %p as help %p, show-all %p, and the script marks <html> so', (raw, help, showAll) => {
    expect(firstPaintPrefs(raw)).toEqual({ help, showAll });
    if (raw != null) localStorage.setItem(prefsCodec.key, raw);
    new Function(englishPrefsScript)();
    expect(marks()).toEqual({ help, showAll });
  });

  it('takes the defaults when the storage cannot be read', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    new Function(englishPrefsScript)();
    expect(marks()).toEqual({ help: 'en', showAll: false });
  });
});

describe('apply*', () => {
  it('switch the marks the page shows the settings by', () => {
    applyHelpLanguage('es');
    applyShowAll(true);
    expect(marks()).toEqual({ help: 'es', showAll: true });
    applyHelpLanguage('en');
    applyShowAll(false);
    expect(marks()).toEqual({ help: 'en', showAll: false });
  });

  it('leave <html> untouched when a mark is already right (no restyle of the page)', async () => {
    applyHelpLanguage('es');
    applyShowAll(true);
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((r) => records.push(...r));
    observer.observe(html, { attributes: true });
    applyHelpLanguage('es');
    applyShowAll(true);
    await Promise.resolve();
    observer.disconnect();
    expect(records).toEqual([]);
  });
});
