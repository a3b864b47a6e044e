import { memo } from 'react';
import type { PokemonIcons } from './pokemon-icons';
import { pokemonTexts } from '@/content/games/pokemon';
import {
  displayName,
  fillTemplate,
  isAnswerVisible,
  type PokemonGameState,
} from '@/lib/games/pokemon';

export type AnswerLogProps = Pick<PokemonGameState, 'log' | 'round' | 'phase'> & {
  icons: Pick<PokemonIcons, 'right' | 'wrong'>;
};

/** Every guess of the visit, newest first, with a right/wrong mark. */
export const AnswerLog = memo(function AnswerLog({ log, round, phase, icons }: AnswerLogProps) {
  const right = log.filter((entry) => entry.type === 1).length;
  return (
    <section
      aria-labelledby="answer-log-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id="answer-log-heading"
          className="text-xl font-semibold text-slate-900 dark:text-white"
        >
          {pokemonTexts.logHeading}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {fillTemplate(pokemonTexts.logSummary, { right, wrong: log.length - right })}
        </p>
      </div>
      {log.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{pokemonTexts.logEmpty}</p>
      ) : (
        <ol
          className="mt-3 divide-y divide-slate-200 dark:divide-slate-700"
          aria-label={pokemonTexts.logHeading}
        >
          {log.map((entry, index) => {
            const isRight = entry.type === 1;
            return (
              <li
                key={log.length - index}
                className="flex items-start gap-3 py-2 text-sm"
                data-result={isRight ? 'right' : 'wrong'}
              >
                {isRight ? icons.right : icons.wrong}
                <div className="min-w-0 flex-1">
                  <p className="break-words">
                    <span className="sr-only">
                      {isRight ? pokemonTexts.logRight : pokemonTexts.logWrong}:{' '}
                    </span>
                    <span className="text-slate-600 dark:text-slate-300">
                      {pokemonTexts.logAnswer}:
                    </span>{' '}
                    <span className="font-medium text-slate-900 dark:text-slate-100">
                      “{entry.answer}”
                    </span>
                  </p>
                  <p className="text-slate-600 dark:text-slate-300">
                    {pokemonTexts.logRightAnswer}:{' '}
                    {isAnswerVisible(entry, { round, phase }) ? (
                      <span className="font-medium text-slate-900 dark:text-slate-100">
                        {displayName(entry.rightAnswer)}
                      </span>
                    ) : (
                      <em>{pokemonTexts.logHidden}</em>
                    )}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
});
