import {
  audioPageUrl,
  initialTips,
  isFinished,
  nextTip,
  phraseRoom,
  reloadTips,
  remainingCount,
  resolvePhrase,
  startTips,
} from '@/lib/english/tips';
import { phrases } from '@/content/english/phrases';
import { seededRng } from '@/lib/random';

describe('tips pool', () => {
  it('pre-renders the first phrase with every other one remaining', () => {
    const state = initialTips(4);
    expect(state.current).toBe(0);
    expect(remainingCount(state)).toBe(3);
    expect(initialTips(0)).toEqual({ total: 0, current: null, remaining: [] });
    expect(initialTips(3).remaining).toEqual([1, 2]);
    expect(startTips(0, () => 0.5)).toStrictEqual(initialTips(0));
  });

  it('starts with a random phrase shown and the rest remaining', () => {
    const state = startTips(5, () => 0.5);
    expect(state.current).toBe(2);
    expect(state.remaining).toEqual([0, 1, 3, 4]);
    expect(remainingCount(state)).toBe(4);
  });

  it('NEXT removes the shown phrase and picks a random remaining one', () => {
    const state = nextTip(
      { total: 5, current: 2, remaining: Object.freeze([0, 1, 3, 4]) },
      () => 0.99,
    );
    expect(state.current).toBe(4);
    expect(state.remaining).toEqual([0, 1, 3]);
    expect(remainingCount(state)).toBe(3);
  });

  it('shows every phrase exactly once, then none remain', () => {
    const rng = seededRng(3);
    let state = startTips(86, rng);
    const seen = [state.current];
    // Bounded, so that a break which never empties the list fails instead of hanging.
    while (remainingCount(state) > 0 && seen.length <= 86) {
      state = nextTip(state, rng);
      seen.push(state.current);
    }
    expect(new Set(seen).size).toBe(86);
    expect(isFinished(state)).toBe(false);
    state = nextTip(state, rng);
    expect(state.current).toBeNull();
    expect(isFinished(state)).toBe(true);
    expect(nextTip(state, rng)).toEqual(state);
  });

  it('RELOAD restores the full pool', () => {
    let state = startTips(3, () => 0);
    state = nextTip(
      nextTip(
        nextTip(state, () => 0),
        () => 0,
      ),
      () => 0,
    );
    expect(isFinished(state)).toBe(true);
    state = reloadTips(3, () => 0);
    expect(state.current).toBe(0);
    expect(state.remaining).toEqual([1, 2]);
  });
});

describe('audio page links', () => {
  it('builds links that read the phrase in each language', () => {
    const en = new URL(audioPageUrl("Let's get started.", 'en'));
    expect(en.origin).toBe('https://translate.google.com');
    expect(en.searchParams.get('sl')).toBe('en');
    expect(en.searchParams.get('tl')).toBe('es');
    expect(en.searchParams.get('text')).toBe("Let's get started.");
    expect(en.searchParams.get('op')).toBe('translate');
    const es = new URL(audioPageUrl('¿Qué tal estás?', 'es'));
    expect(es.searchParams.get('sl')).toBe('es');
    expect(es.searchParams.get('tl')).toBe('en');
    expect(es.searchParams.get('text')).toBe('¿Qué tal estás?');
  });

  it('keeps links a phrase sets itself', () => {
    const own = resolvePhrase({
      english: 'Hi',
      spanish: 'Hola',
      pronunciation: 'jai',
      enAudioPage: 'https://dictionary.example/hi',
    });
    expect(own.enAudioPage).toBe('https://dictionary.example/hi');
    expect(own.esAudioPage).toBe(audioPageUrl('Hola', 'es'));
  });
});

describe('phraseRoom', () => {
  const phrase = (english: string, pronunciation: string, spanish: string) => ({
    english,
    pronunciation,
    spanish,
  });

  it('keeps the longest texts of each field, longest first, each once', () => {
    const list = [
      phrase('Hi.', 'jai', 'Hola.'),
      phrase('See you tomorrow.', 'si iu tu-MÓ-rou', 'Hasta mañana.'),
      phrase('Good morning, everyone.', 'gud MÓR-ning', 'Buenos días a todos.'),
      phrase('See you tomorrow.', 'si iu tu-MÁ-rou', 'Nos vemos mañana.'),
    ];
    expect(phraseRoom(list, 2)).toEqual({
      english: ['Good morning, everyone.', 'See you tomorrow.'],
      pronunciation: ['si iu tu-MÁ-rou', 'si iu tu-MÓ-rou'],
      spanish: ['Buenos días a todos.', 'Nos vemos mañana.'],
    });
    expect(phraseRoom(list, 3).english).toEqual([
      'Good morning, everyone.',
      'See you tomorrow.',
      'Hi.',
    ]);
  });

  it('holds the longest phrase of the real list in every field', () => {
    const room = phraseRoom(phrases);
    for (const field of ['english', 'pronunciation', 'spanish'] as const) {
      const longest = Math.max(...phrases.map((p) => p[field].length));
      expect(room[field]).toHaveLength(3);
      expect(room[field][0]).toHaveLength(longest);
    }
  });
});
