import { memo } from 'react';
import { pokemonTexts } from '@/content/games/pokemon';
import { fillTemplate } from '@/lib/games/pokemon';

export interface ScoreBoardProps {
  found: number;
  wrong: number;
  triesLeft: number;
}

/** 'Found: N' (right guesses this visit) and 'Wrong: N' (misses on the Pokémon on screen). */
export const ScoreBoard = memo(function ScoreBoard({ found, wrong, triesLeft }: ScoreBoardProps) {
  const tries =
    triesLeft === 1
      ? pokemonTexts.triesLeft.one
      : fillTemplate(pokemonTexts.triesLeft.other, { n: triesLeft });
  return (
    <div className="flex flex-wrap items-baseline justify-center gap-x-6 gap-y-1 text-base">
      <p className="font-semibold text-emerald-800 dark:text-emerald-300">
        {pokemonTexts.found}: <span className="tabular-nums">{found}</span>
      </p>
      <p className="font-semibold text-red-800 dark:text-red-300" title={pokemonTexts.wrongHint}>
        {pokemonTexts.wrong}: <span className="tabular-nums">{wrong}</span>
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-300">({tries})</p>
    </div>
  );
});
