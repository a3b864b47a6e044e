import { englishPrefsScript, firstPaintPrefs } from '@/lib/english/first-paint';
import {
  applyHelpLanguage,
  applyShowAll,
  HELP_LANGUAGE_ATTRIBUTE,
  SHOW_ALL_ATTRIBUTE,
} from '@/lib/english/marks';
import { defaultPrefs, prefsCodec } from '@/lib/english/prefs';

const stored = (value: unknown) => JSON.stringify(value);
const html = document.documentElement;
/** What the marks on <html> say, in the shape of `firstPaintPrefs`. */
const marks = () => ({
  help: html.getAttribute(HELP_LANGUAGE_ATTRIBUTE),
  showAll: html.hasAttribute(SHOW_ALL_ATTRIBUTE),
});

afterEach(() => {
  localStorage.clear();
  html.removeAttribute(HELP_LANGUAGE_ATTRIBUTE);
  html.removeAttribute(SHOW_ALL_ATTRIBUTE);
});

describe('firstPaintPrefs', () => {
  it('reads the help language and the show-all setting saved in englishPrefs', () => {
    const saved = prefsCodec.serialize({ ...defaultPrefs, help: 'es', showAll: true });
    expect(firstPaintPrefs(saved)).toEqual({ help: 'es', showAll: true });
    expect(firstPaintPrefs(prefsCodec.serialize(defaultPrefs))).toEqual({
      help: 'en',
      showAll: false,
    });
  });

  it('takes the defaults when nothing valid is stored', () => {
    for (const raw of [null, undefined, '', '{', 'null', '"es"', '["es"]', stored({ help: 'fr' })])
      expect(firstPaintPrefs(raw)).toEqual({ help: 'en', showAll: false });
    expect(firstPaintPrefs(stored({ showAll: 'yes' })).showAll).toBe(false);
  });
});

describe('englishPrefsScript (run in <head> before the first paint)', () => {
  it('marks <html> as firstPaintPrefs reads the stored value', () => {
    const cases: (string | null)[] = [
      null,
      stored({ help: 'es' }),
      stored({ help: 'es', showAll: true, recall: { verbs: 'type' } }),
      stored({ help: 'en', showAll: true }),
      stored({ help: 'fr', showAll: 1 }),
      stored(['es']),
      'null',
      '"es"',
      '{broken',
    ];
    for (const raw of cases) {
      if (raw === null) localStorage.removeItem(prefsCodec.key);
      else localStorage.setItem(prefsCodec.key, raw);
      html.removeAttribute(HELP_LANGUAGE_ATTRIBUTE);
      html.removeAttribute(SHOW_ALL_ATTRIBUTE);
      new Function(englishPrefsScript)();
      expect([raw, marks()]).toEqual([raw, firstPaintPrefs(raw)]);
    }
  });

  it('takes the defaults when the storage cannot be read', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    new Function(englishPrefsScript)();
    expect(marks()).toEqual({ help: 'en', showAll: false });
    getItem.mockRestore();
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
    observer.observe(document.documentElement, { attributes: true });
    applyHelpLanguage('es');
    applyShowAll(true);
    await Promise.resolve();
    observer.disconnect();
    expect(records).toEqual([]);
  });
});
