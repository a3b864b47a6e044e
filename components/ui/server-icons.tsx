import {
  FaArrowDown,
  FaArrowLeft,
  FaArrowRight,
  FaArrowRotateRight,
  FaArrowUp,
  FaArrowUpRightFromSquare,
  FaCheck,
  FaCircleCheck,
  FaCircleXmark,
  FaPlay,
  FaPlus,
  FaRotateLeft,
  FaShuffle,
  FaTrashCan,
  FaVideo,
  FaVolumeHigh,
} from 'react-icons/fa6';
import type { IconType } from 'react-icons';
import type { IconName, IconSet } from './icon-context';
import { ShellIcon } from './shell-icon';

/**
 * The icons client components use, drawn here on the server (see icon-context.tsx).
 * Each is 1em square and hidden from assistive technology; the control that shows it
 * sets its size and carries the name.
 */
function draw(icons: Partial<Record<IconName, IconType>>): IconSet {
  return Object.fromEntries(
    Object.entries(icons).map(([name, Icon]) => [name, <Icon key={name} aria-hidden="true" />]),
  );
}

/**
 * Controls found across the site: Back, dialogs, speech, videos. The root layout provides
 * them. Back and close are on most pages: they come from the shell's sprite (shell-icons.ts).
 */
export const sharedIcons: IconSet = {
  back: <ShellIcon name="back" className="size-full" />,
  close: <ShellIcon name="close" className="size-full" />,
  ...draw({ speak: FaVolumeHigh, play: FaPlay, video: FaVideo }),
};

/** The 2048 arrow pad. */
export const arrowIcons = draw({
  arrowUp: FaArrowUp,
  arrowDown: FaArrowDown,
  arrowLeft: FaArrowLeft,
  arrowRight: FaArrowRight,
});

/** The to-do list. */
export const todoIcons = draw({
  add: FaPlus,
  done: FaCheck,
  undo: FaRotateLeft,
  remove: FaTrashCan,
});

/** The phrase tips' links to pages that read a phrase aloud. */
export const tipsIcons = draw({ external: FaArrowUpRightFromSquare });

/** The Pokémon game: a new random Pokémon, the answer log's right and wrong marks. */
export const pokemonIcons = draw({
  shuffle: FaShuffle,
  right: FaCircleCheck,
  wrong: FaCircleXmark,
});

/** Tic-tac-toe's new game. */
export const gameIcons = draw({ restart: FaArrowRotateRight });
