import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { phrases } from '@/content/english/phrases';
import { resolvePhrase } from '@/lib/english/tips';

describe('phrase tips content', () => {
  it('has 86 phrases', () => {
    expect(phrases).toHaveLength(86);
  });

  it('has no empty field and no repeated phrase', () => {
    for (const phrase of phrases) {
      expect(phrase.english.trim()).not.toBe('');
      expect(phrase.spanish.trim()).not.toBe('');
      expect(phrase.english_pronunciation.trim()).not.toBe('');
      expect(phrase.english).toBe(phrase.english.trim());
    }
    const english = phrases.map((p) => p.english.toLowerCase());
    expect(new Set(english).size).toBe(phrases.length);
  });

  it('marks exactly one stressed syllable in capitals in every word of several syllables', () => {
    const words = phrases
      .flatMap((p) => p.english_pronunciation.split(/\s+/))
      .filter((w) => w.includes('-'));
    expect(words.length).toBeGreaterThan(60);
    const isCapital = (syllable: string) =>
      syllable === syllable.toUpperCase() && syllable !== syllable.toLowerCase();
    for (const word of words) {
      const syllables = word.replace(/[^\p{L}-]/gu, '').split('-');
      expect({ word, stressed: syllables.filter(isCapital).length }).toEqual({ word, stressed: 1 });
    }
  });

  it('links every phrase to audio pages over https and only to recordings that exist', () => {
    for (const phrase of phrases.map(resolvePhrase)) {
      expect(new URL(phrase.iframe_en_audio).protocol).toBe('https:');
      expect(new URL(phrase.iframe_es_audio).protocol).toBe('https:');
      expect(phrase.iframe_en_audio).not.toBe(phrase.iframe_es_audio);
      if (phrase.audio) expect(existsSync(join(process.cwd(), 'public', phrase.audio))).toBe(true);
    }
  });
});
