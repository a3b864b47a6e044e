import {
  FaArrowDown,
  FaArrowLeft,
  FaArrowRight,
  FaArrowRotateRight,
  FaArrowUp,
  FaArrowUpRightFromSquare,
  FaCheck,
  FaPlay,
  FaPlus,
  FaRotateLeft,
  FaTrashCan,
  FaVideo,
  FaVolumeHigh,
  FaXmark,
} from 'react-icons/fa6';
import type { IconSet } from './icon-context';

/**
 * The icons client components use, drawn here on the server (see icon-context.tsx).
 * Each is 1em square; the control that shows it sets its size.
 */
const hidden = { 'aria-hidden': true } as const;

/** Controls found across the site: dialogs, speech, videos. The root layout provides them. */
export const sharedIcons: IconSet = {
  close: <FaXmark {...hidden} />,
  speak: <FaVolumeHigh {...hidden} />,
  play: <FaPlay {...hidden} />,
  video: <FaVideo {...hidden} />,
};

/** The 2048 arrow pad. */
export const arrowIcons: IconSet = {
  arrowUp: <FaArrowUp {...hidden} />,
  arrowDown: <FaArrowDown {...hidden} />,
  arrowLeft: <FaArrowLeft {...hidden} />,
  arrowRight: <FaArrowRight {...hidden} />,
};

/** The to-do list. */
export const todoIcons: IconSet = {
  add: <FaPlus {...hidden} />,
  done: <FaCheck {...hidden} />,
  undo: <FaRotateLeft {...hidden} />,
  remove: <FaTrashCan {...hidden} />,
};

/** The phrase tips' links to pages that read a phrase aloud. */
export const tipsIcons: IconSet = {
  external: <FaArrowUpRightFromSquare {...hidden} />,
};

/** Tic-tac-toe's new game. */
export const gameIcons: IconSet = {
  restart: <FaArrowRotateRight {...hidden} />,
};
