/**
 * Pronunciation with the browser's speech synthesis. Pure helpers are separated from
 * the one function that touches `window.speechSynthesis` so they can be unit tested.
 */

export type SpeechLang = 'en-US' | 'es-ES';

export interface VoiceLike {
  lang: string;
  name: string;
  default?: boolean;
}

/** The best voice for a language: exact tag, then same language, then none. */
export function pickVoice<V extends VoiceLike>(voices: readonly V[], lang: string): V | undefined {
  const norm = (tag: string) => tag.replace('_', '-').toLowerCase();
  const wanted = norm(lang);
  const base = wanted.split('-')[0];
  const exact = voices.filter((v) => norm(v.lang) === wanted);
  if (exact.length) return exact.find((v) => v.default) ?? exact[0];
  return voices.find((v) => norm(v.lang).split('-')[0] === base);
}

/**
 * The class the head script puts on <html> where the browser can speak: speak buttons
 * are in the server's HTML, hidden until it is there (the `speech:` variant in
 * globals.css), so no speak button is drawn after hydration and none shows without
 * JavaScript.
 */
export const SPEECH_CLASS = 'speech';

/** Inline, in <head>, before the first paint: mirrors `speechSupported`. */
export const speechScript = `if('speechSynthesis'in window&&typeof window.SpeechSynthesisUtterance==='function')document.documentElement.classList.add('${SPEECH_CLASS}');`;

export function speechSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof window.SpeechSynthesisUtterance === 'function'
  );
}

// A reference to the utterance being spoken: some browsers stop speaking (and never
// fire `end`) when the utterance object is garbage collected.
let current: SpeechSynthesisUtterance | undefined;

/**
 * Speaks a text. Voices load asynchronously in some browsers; when none is known yet the
 * language tag alone lets the browser choose. Returns false where speech is unsupported.
 */
export function speak(text: string, lang: SpeechLang = 'en-US', rate = 1): boolean {
  if (!speechSupported() || !text.trim()) return false;
  const synth = window.speechSynthesis;
  synth.cancel();
  const utterance = new window.SpeechSynthesisUtterance(text);
  utterance.lang = lang;
  utterance.rate = rate;
  const voice = pickVoice(synth.getVoices(), lang);
  if (voice) utterance.voice = voice;
  utterance.onend = () => {
    if (current === utterance) current = undefined;
  };
  current = utterance;
  synth.speak(utterance);
  return true;
}
