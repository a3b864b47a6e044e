import { pickVoice, speak, SPEECH_CLASS, speechScript, speechSupported } from '@/lib/speech';

const voices = [
  { lang: 'en-GB', name: 'Daniel' },
  { lang: 'es-MX', name: 'Paulina' },
  { lang: 'en-US', name: 'Samantha' },
  { lang: 'en_US', name: 'Alex', default: true },
  { lang: 'es-ES', name: 'Monica' },
];

describe('pickVoice', () => {
  it('prefers the default voice among exact matches', () => {
    expect(pickVoice(voices, 'en-US')?.name).toBe('Alex');
    expect(pickVoice(voices, 'es-ES')?.name).toBe('Monica');
  });

  it('falls back to the same language, then to none', () => {
    expect(pickVoice([voices[0]!, voices[1]!], 'en-US')?.name).toBe('Daniel');
    expect(pickVoice([voices[0]!], 'es-ES')).toBeUndefined();
    expect(pickVoice([], 'en-US')).toBeUndefined();
  });
});

describe('speak', () => {
  afterEach(() => {
    delete (window as { speechSynthesis?: unknown }).speechSynthesis;
    delete (window as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
  });

  it('reports no support when the browser has no speech synthesis', () => {
    expect(speechSupported()).toBe(false);
    expect(speak('hello')).toBe(false);
  });

  it('cancels what is playing, then speaks with the chosen voice and language', () => {
    const calls: string[] = [];
    class FakeUtterance {
      lang = '';
      voice: unknown = null;
      onend: (() => void) | null = null;
      constructor(public text: string) {}
    }
    const spoken: FakeUtterance[] = [];
    Object.assign(window, {
      SpeechSynthesisUtterance: FakeUtterance,
      speechSynthesis: {
        cancel: () => calls.push('cancel'),
        speak: (u: FakeUtterance) => {
          calls.push('speak');
          spoken.push(u);
        },
        getVoices: () => voices,
      },
    });
    expect(speak('Good morning', 'en-US')).toBe(true);
    expect(calls).toEqual(['cancel', 'speak']);
    expect(spoken[0]?.text).toBe('Good morning');
    expect(spoken[0]?.lang).toBe('en-US');
    expect((spoken[0]?.voice as { name: string }).name).toBe('Alex');
    expect(speak('   ')).toBe(false);
  });
});

describe('speechScript (in <head>, before the first paint)', () => {
  afterEach(() => {
    document.documentElement.className = '';
    delete (window as { speechSynthesis?: unknown }).speechSynthesis;
    delete (window as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
  });

  it('marks <html> exactly where speechSupported() is true', () => {
    new Function(speechScript)();
    expect(speechSupported()).toBe(false);
    expect(document.documentElement.classList.contains(SPEECH_CLASS)).toBe(false);

    // Speech synthesis without utterances is no speech.
    Object.assign(window, { speechSynthesis: {} });
    new Function(speechScript)();
    expect(speechSupported()).toBe(false);
    expect(document.documentElement.classList.contains(SPEECH_CLASS)).toBe(false);

    Object.assign(window, { SpeechSynthesisUtterance: class {} });
    new Function(speechScript)();
    expect(speechSupported()).toBe(true);
    expect(document.documentElement.classList.contains(SPEECH_CLASS)).toBe(true);
  });
});
