import type { IconType } from 'react-icons';
import { FaArrowUpRightFromSquare, FaFileLines } from 'react-icons/fa6';

/** Where the build writes the sprite of these icons (app/assets/course-icons.svg). */
export const COURSE_SPRITE_PATH = '/assets/course-icons.svg';

/**
 * The icons of the course's file list, written at build time into one SVG sprite
 * (COURSE_SPRITE_PATH) that every file of /web-bd references, instead of repeating their
 * paths twice per file in the HTML and in the page's data.
 */
export const courseIcons = {
  file: FaFileLines,
  external: FaArrowUpRightFromSquare,
} as const satisfies Readonly<Record<string, IconType>>;
