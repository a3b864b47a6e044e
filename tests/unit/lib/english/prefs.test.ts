import { decodePrefs, defaultPrefs, mergePrefs, prefsCodec } from '@/lib/english/prefs';

describe('englishPrefs', () => {
  it('reads a stored value, each invalid setting taking its default', () => {
    expect(
      prefsCodec.parse('{"help":"es","showAll":true,"recall":{"verbs":"type"}}')?.value,
    ).toEqual({
      help: 'es',
      showAll: true,
      recall: { verbs: 'type' },
    });
    expect(
      decodePrefs({ help: 'fr', showAll: 'yes', recall: { verbs: 'shout', 'a b': 'type' } }),
    ).toEqual(defaultPrefs);
    expect(decodePrefs([])).toBeUndefined();
    expect(prefsCodec.parse('"es"')).toBeUndefined();
  });

  it("keeps this page's changes and another tab's other choices", () => {
    const base = { help: 'en', showAll: false, recall: { verbs: 'type' } } as const;
    const local = { ...base, help: 'es', recall: { verbs: 'type', phrases: 'listen' } } as const;
    const stored = { ...base, showAll: true, recall: { verbs: 'spanish' } } as const;
    expect(mergePrefs(stored, local, base)).toEqual({
      help: 'es',
      showAll: true,
      recall: { verbs: 'spanish', phrases: 'listen' },
    });
  });
});
