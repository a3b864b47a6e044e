import { answers, relevantResults, searchWords } from '@/lib/search/relevance';
import type { PagefindResultData } from '@/lib/search/results';

const result = (url: string, excerpt: string, subs: string[] = []): PagefindResultData => ({
  url,
  excerpt,
  meta: { title: url },
  sub_results: subs.map((sub, i) => ({ title: `${url} ${i}`, url: `${url}#${i}`, excerpt: sub })),
});

describe('searchWords', () => {
  it('folds case and accents and keeps apostrophes inside words', () => {
    expect(searchWords("¿Cómo ESTÁS? I’m   fine, don't 2048!")).toEqual([
      'como',
      'estas',
      "i'm",
      'fine',
      "don't",
      '2048',
    ]);
    expect(searchWords('  <script> 🚀 ')).toEqual(['script']);
    expect(searchWords('🚀 … ?')).toEqual([]);
  });
});

describe('answers', () => {
  it('takes a word that starts as the searched one does', () => {
    expect(answers('went', 'went')).toBe(true);
    expect(answers('running', 'run')).toBe(true); // a stem
    expect(answers('irregullar', 'irregular')).toBe(true); // a typo
    expect(answers('go', 'going')).toBe(true);
    expect(answers('a', 'about')).toBe(true);
  });

  it('refuses a word that shares only a letter or two', () => {
    expect(answers('aaaa', 'a')).toBe(false);
    expect(answers('aaaa', 'about')).toBe(false);
    expect(answers('zzzzqqq', 'zero')).toBe(false);
    expect(answers('sdafadsfasdf', 'sdk')).toBe(false);
    expect(answers('go', 'got')).toBe(true);
    expect(answers('go', 'g')).toBe(false);
  });
});

describe('relevantResults', () => {
  const verbs = result('/ee/irregularVerbs', 'go, <mark>went</mark>, gone', [
    'I <mark>went</mark> home',
  ]);
  const letterA = result('/cv', '<mark>a</mark> team of <mark>about</mark> ten');
  const titleOnly = result('/2048', 'Slide the tiles');

  it('drops results that match only a letter of the query', () => {
    expect(relevantResults([letterA, verbs], 'aaaa')).toEqual([]);
    expect(relevantResults([letterA, verbs], 'a'.repeat(10_000))).toEqual([]);
    expect(relevantResults([letterA, verbs], 'aaaa went')).toEqual([verbs]);
  });

  it('keeps what matches, in its order, and what marks nothing', () => {
    expect(relevantResults([verbs, letterA, titleOnly], 'WENT')).toEqual([verbs, titleOnly]);
    expect(relevantResults([letterA], 'about')).toEqual([letterA]);
  });

  it('matches across accents, in a part of the page, and decoded', () => {
    const spanish = result('/ee/tips', 'x', ['¿<mark>Cómo</mark> estás?']);
    expect(relevantResults([spanish], 'como')).toEqual([spanish]);
    const escaped = result('/ee/tips', '<mark>don&#39;t</mark> worry');
    expect(relevantResults([escaped], "don't")).toEqual([escaped]);
  });

  it('keeps everything when the query has no words', () => {
    expect(relevantResults([letterA, verbs], '🚀 ?')).toEqual([letterA, verbs]);
  });
});
