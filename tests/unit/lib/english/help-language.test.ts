import {
  applyHelpLanguage,
  HELP_LANGUAGE_ATTRIBUTE,
  helpLanguageScript,
  storedHelpLanguage,
} from '@/lib/english/help-language';
import { defaultPrefs, prefsCodec } from '@/lib/english/prefs';

const stored = (value: unknown) => JSON.stringify(value);
const attribute = () => document.documentElement.getAttribute(HELP_LANGUAGE_ATTRIBUTE);

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(HELP_LANGUAGE_ATTRIBUTE);
});

describe('storedHelpLanguage', () => {
  it('reads the choice saved in englishPrefs', () => {
    expect(storedHelpLanguage(prefsCodec.serialize({ ...defaultPrefs, help: 'es' }))).toBe('es');
    expect(storedHelpLanguage(prefsCodec.serialize({ ...defaultPrefs, help: 'en' }))).toBe('en');
  });

  it('is English when nothing valid is stored', () => {
    for (const raw of [null, undefined, '', '{', 'null', '"es"', '["es"]', stored({ help: 'fr' })])
      expect(storedHelpLanguage(raw)).toBe('en');
  });
});

describe('helpLanguageScript (run in <head> before the first paint)', () => {
  it('sets the attribute on <html> as storedHelpLanguage reads the stored value', () => {
    const cases: (string | null)[] = [
      null,
      stored({ help: 'es' }),
      stored({ help: 'es', showAll: true, recall: { verbs: 'type' } }),
      stored({ help: 'en' }),
      stored({ help: 'fr' }),
      stored(['es']),
      'null',
      '"es"',
      '{broken',
    ];
    for (const raw of cases) {
      if (raw === null) localStorage.removeItem(prefsCodec.key);
      else localStorage.setItem(prefsCodec.key, raw);
      document.documentElement.removeAttribute(HELP_LANGUAGE_ATTRIBUTE);
      new Function(helpLanguageScript)();
      expect([raw, attribute()]).toEqual([raw, storedHelpLanguage(raw)]);
    }
  });

  it('falls back to English when the storage cannot be read', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    new Function(helpLanguageScript)();
    expect(attribute()).toBe('en');
    getItem.mockRestore();
  });
});

describe('applyHelpLanguage', () => {
  it('switches the attribute the page hides the other language by', () => {
    applyHelpLanguage('es');
    expect(attribute()).toBe('es');
    applyHelpLanguage('en');
    expect(attribute()).toBe('en');
  });
});
