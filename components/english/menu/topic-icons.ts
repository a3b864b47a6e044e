import type { IconType } from 'react-icons';
import {
  FaCircleQuestion,
  FaClock,
  FaCodeBranch,
  FaKey,
  FaLightbulb,
  FaNewspaper,
  FaPuzzlePiece,
  FaQuoteLeft,
  FaRightLeft,
  FaRotate,
  FaShuffle,
  FaUserTie,
} from 'react-icons/fa6';
import type { EnglishMenuIcon } from '@/content/english/menu';

/** Where the build writes the sprite of these icons (app/assets/english-topics.svg). */
export const TOPIC_SPRITE_PATH = '/assets/english-topics.svg';

/**
 * The icon of each key used in content/english/menu.ts. They are written at build time
 * into one SVG sprite (TOPIC_SPRITE_PATH), which every English page's menu references
 * instead of carrying the twelve icons' paths in its HTML.
 */
export const menuIcons: Readonly<Record<EnglishMenuIcon, IconType>> = {
  lightbulb: FaLightbulb,
  clock: FaClock,
  'code-branch': FaCodeBranch,
  'puzzle-piece': FaPuzzlePiece,
  newspaper: FaNewspaper,
  shuffle: FaShuffle,
  'right-left': FaRightLeft,
  key: FaKey,
  'circle-question': FaCircleQuestion,
  'quote-left': FaQuoteLeft,
  'user-tie': FaUserTie,
  rotate: FaRotate,
};
