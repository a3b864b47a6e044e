'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { pokemonTexts } from '@/content/games/pokemon';
import { cn } from '@/lib/cn';
import { afterThisTask } from '@/lib/idle';
import { displayName, fillTemplate, triesLeft, type Notice } from '@/lib/games/pokemon';
import { usePokemonStore } from '@/lib/stores/use-pokemon-store';
import { AnswerLog } from './answer-log';
import { DifficultyPicker } from './difficulty-picker';
import { GuessForm } from './guess-form';
import { PokemonStage } from './pokemon-stage';
import { ScoreBoard } from './score-board';
import type { PokemonIcons } from './pokemon-icons';

export interface PokemonGameProps {
  /** The PokeAPI host of the site configuration (handed down, so it stays on the server). */
  apiHost: string;
  icons: PokemonIcons;
}

/**
 * Who's that Pokémon?: the pre-rendered page shows the controls and zero counters; the
 * first Pokémon is drawn and fetched after mount, so server and client HTML match.
 */
export function PokemonGame({ apiHost, icons }: PokemonGameProps) {
  const game = usePokemonStore((state) => state);
  const inputRef = useRef<HTMLInputElement>(null);

  // The first draw starts in a task of its own: its render then does not lengthen the
  // task that runs the page's first effects, just after hydration.
  useEffect(() => afterThisTask(() => usePokemonStore.getState().start(apiHost)), [apiHost]);

  const revealed = game.phase === 'revealed' && game.pokemon;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section
        aria-labelledby="pokemon-stage-heading"
        className="flex flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 id="pokemon-stage-heading" className="sr-only">
          {pokemonTexts.stageHeading}
        </h2>
        <DifficultyPicker
          value={game.difficulty}
          onChange={game.chooseDifficulty}
          onRandom={game.next}
          shuffleIcon={icons.shuffle}
        />
        <ScoreBoard found={game.found} wrong={game.wrong} triesLeft={triesLeft(game)} />
        <PokemonStage
          phase={game.phase}
          pokemon={game.pokemon}
          round={game.round}
          error={game.error}
          onRetry={() => {
            game.retry();
            inputRef.current?.focus();
          }}
          onImageError={game.imageFailed}
        />
        <p
          role="status"
          className={cn(
            'min-h-8 text-center text-xl font-bold',
            revealed ? 'text-emerald-800 dark:text-emerald-300' : 'text-slate-900 dark:text-white',
          )}
        >
          {revealed
            ? fillTemplate(pokemonTexts.revealed, {
                name: displayName(revealed.name),
                id: revealed.id,
              })
            : pokemonTexts.prompt}
        </p>
        <GuessForm canGuess={game.phase === 'guessing'} onGuess={game.guess} inputRef={inputRef} />
        <NoticeMessage
          key={game.log.length}
          notice={game.notice}
          icon={icons.dismiss}
          onDismiss={() => {
            game.dismissNotice();
            inputRef.current?.focus();
          }}
        />
      </section>
      <AnswerLog log={game.log} round={game.round} phase={game.phase} icons={icons} />
    </div>
  );
}

function NoticeMessage({
  notice,
  onDismiss,
  icon,
}: {
  notice: Notice;
  onDismiss: () => void;
  icon: ReactNode;
}) {
  if (!notice) return null;
  const text =
    notice.kind === 'wrong'
      ? pokemonTexts.wrongGuess
      : fillTemplate(pokemonTexts.missed, {
          name: displayName(notice.pokemon.name),
          id: notice.pokemon.id,
        });
  return (
    <div
      role="alert"
      className="flex w-full max-w-md items-start gap-3 rounded-lg border border-amber-400 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-500/60 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="flex-1 font-medium">{text}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={pokemonTexts.dismiss}
        className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-amber-200/70 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-amber-900"
      >
        {icon}
      </button>
    </div>
  );
}
