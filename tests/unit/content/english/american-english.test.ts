import * as antonyms from '@/content/english/antonyms';
import * as antonymsTexts from '@/content/english/antonyms-texts';
import * as conditionals from '@/content/english/conditionals';
import * as embeds from '@/content/english/embeds';
import * as irregularVerbs from '@/content/english/irregular-verbs';
import * as irregularVerbsTexts from '@/content/english/irregular-verbs-texts';
import * as menu from '@/content/english/menu';
import * as modalVerbs from '@/content/english/modal-verbs';
import * as phrasalVerbs from '@/content/english/phrasal-verbs';
import * as phrases from '@/content/english/phrases';
import * as questions from '@/content/english/questions';
import * as tips from '@/content/english/tips';
import * as reportedSpeech from '@/content/english/reported-speech';
import * as review from '@/content/english/review';
import * as tenseExamples from '@/content/english/tense-examples';
import { cvEn } from '@/content/cv/en';
import * as game2048 from '@/content/games/2048';
import * as pokemon from '@/content/games/pokemon';
import * as ticTacToe from '@/content/games/tic-tac-toe';
import * as home from '@/content/home';
import * as news from '@/content/news';
import { readNewsPage } from '@/content/news';
import { pages } from '@/content/routes';

/** Every string inside a value (functions are called with a sample argument). */
function strings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    const out = (value as (...args: unknown[]) => unknown)(2, 'x');
    return typeof out === 'string' ? [out] : [];
  }
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((item) => strings(item, seen));
}

/** British spellings and words the American English of this area must not use. */
const BRITISH =
  /\b(?:colour\w*|favour\w*|behaviour\w*|honour\w*|neighbour\w*|flavour\w*|organis\w*|optimis(?:e|ed|es|ing|ation)|sanitis\w*|modell\w*|realis\w*|recognis\w*|apologis\w*|analys(?:e|ed|ing)|centre|metre|theatre|travell\w*|cancell(?:ed|ing)|learnt|spelt|dreamt|burnt|whilst|amongst|programme|defence|catalogue|grey|cheque|tyre|maths|practis\w*|mustn[’']t|film|cinema|at the weekend)\b/i;

describe('the English area speaks American English', () => {
  const modules = {
    antonyms,
    antonymsTexts,
    conditionals,
    embeds,
    irregularVerbs,
    irregularVerbsTexts,
    menu,
    modalVerbs,
    phrasalVerbs,
    phrases,
    questions,
    reportedSpeech,
    review,
    tenseExamples,
    tips,
    readNewsPage,
    routes: Object.values(pages).filter((page) => page.path.startsWith('/ee')),
  };

  it.each(Object.entries(modules))('%s has no British spelling or word', (_, module) => {
    const found = strings(module).filter((text) => BRITISH.test(text));
    expect(found).toEqual([]);
  });

  // The rest of the site's English keeps to the same spelling, so a page does not switch
  // between "optimized" and "optimised".
  it.each(Object.entries({ cvEn, game2048, home, news, pokemon, ticTacToe }))(
    'the site’s %s has no British spelling',
    (_, module) => {
      expect(strings(module).filter((text) => BRITISH.test(text))).toEqual([]);
    },
  );

  it('finds what it looks for', () => {
    for (const text of [
      'the coloured buttons',
      'Practise it',
      'I have learnt',
      'that film',
      'Modelled',
    ])
      expect(BRITISH.test(text)).toBe(true);
    for (const text of ['the colored buttons', 'Practice it', 'I have learned', 'that movie'])
      expect(BRITISH.test(text)).toBe(false);
  });
});
