import type { ReactNode } from 'react';
import { CloseIcon, RightIcon, ShuffleIcon, WrongIcon } from '@/components/ui/icons';

/** The game's icons, drawn by the server (pokemon-game-page.tsx) for its client parts. */
export interface PokemonIcons {
  shuffle: ReactNode;
  right: ReactNode;
  wrong: ReactNode;
  dismiss: ReactNode;
}

export const pokemonIcons: PokemonIcons = {
  shuffle: <ShuffleIcon aria-hidden="true" className="size-4" />,
  right: (
    <RightIcon
      aria-hidden="true"
      className="mt-0.5 size-4 text-emerald-700 dark:text-emerald-400"
    />
  ),
  wrong: <WrongIcon aria-hidden="true" className="mt-0.5 size-4 text-red-700 dark:text-red-400" />,
  dismiss: <CloseIcon aria-hidden="true" className="size-4" />,
};
