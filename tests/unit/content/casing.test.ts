/** @jest-environment node */
import { cvEn } from '@/content/cv/en';
import { cvEs } from '@/content/cv/es';
import { antonymsLabels } from '@/content/english/antonyms-texts';
import { irregularVerbsLabels } from '@/content/english/irregular-verbs-texts';
import { tipsLabels } from '@/content/english/tips';
import { tensesPage } from '@/content/english/tense-texts';
import { game2048Text } from '@/content/games/2048';
import { pokemonTexts } from '@/content/games/pokemon';
import { ticTacToeText } from '@/content/games/tic-tac-toe';
import { mainNav } from '@/content/navigation';
import { newsPage, readNewsPage } from '@/content/news';
import { pages } from '@/content/routes';
import { controls } from '@/content/controls';

/**
 * One casing rule for the whole site: headings, buttons, tabs and game messages are
 * written in sentence case (a capital first letter, then lower case but for names and
 * acronyms). Small section labels may be set in capitals by style, never in the text.
 */
const ACRONYMS = new Set(['CV', 'X', 'O', 'I']);

function casingProblem(text: string): string | null {
  // '150 phrasal verbs' starts with a number, which is fine; 'try again' is not.
  if (/^\p{Ll}/u.test(text.trim())) return 'starts in lower case';
  const shouting = (text.match(/\b\p{Lu}{2,}\b/gu) ?? []).filter((word) => !ACRONYMS.has(word));
  return shouting.length > 0 ? `written in capitals: ${shouting.join(', ')}` : null;
}

const labels: Record<string, string> = {
  'back button': controls.back.en,
  'Spanish back button': controls.back.es,
  'English CV back': cvEn.labels.back,
  'Spanish CV back': cvEs.labels.back,
  'tips next': tipsLabels.next(3, 86),
  'tips reload': tipsLabels.reload,
  'tips feedback': tipsLabels.feedback,
  'tenses feedback': tensesPage.feedbackLabel,
  'verbs next': irregularVerbsLabels.next(52),
  'verbs learned': irregularVerbsLabels.learned(3),
  'antonyms restart': antonymsLabels.restart,
  'reader next': readNewsPage.next,
  '2048 game over': game2048Text.gameOver,
  '2048 try again': game2048Text.tryAgain,
  '2048 winner': game2048Text.winner,
  'tic-tac-toe reload': ticTacToeText.reload,
  'tic-tac-toe draw': ticTacToeText.draw,
  'Pokémon wrong guess': pokemonTexts.wrongGuess,
  ...Object.fromEntries(
    Object.entries(pokemonTexts.difficulties).map(([key, d]) => [`Pokémon ${key}`, d.label]),
  ),
  ...Object.fromEntries(
    Object.entries(ticTacToeText.sizes).map(([size, label]) => [`tic-tac-toe ${size}`, label]),
  ),
  ...Object.fromEntries(
    [...newsPage.newsRatings, ...newsPage.imageRatings].map((r) => [`rating ${r}`, r]),
  ),
  ...Object.fromEntries(Object.entries(newsPage.tabs).map(([k, tab]) => [`news tab ${k}`, tab])),
  ...Object.fromEntries(mainNav.map((link) => [`menu ${link.href}`, link.label])),
  ...Object.fromEntries(
    Object.entries(pages)
      .filter(([key]) => key !== 'cv' && key !== 'cvEn' && key !== 'linktree')
      .map(([key, page]) => [`heading of ${key}`, page.heading]),
  ),
};

describe('casing', () => {
  it.each(Object.entries(labels))('%s is in sentence case', (_, text) => {
    expect(casingProblem(text)).toBeNull();
  });

  it('the check catches shouting and a lower-case start', () => {
    expect(casingProblem('NEXT (3/86)')).toMatch(/capitals/);
    expect(casingProblem('try again')).toMatch(/lower case/);
    expect(casingProblem('Winner : X')).toBeNull();
  });
});
