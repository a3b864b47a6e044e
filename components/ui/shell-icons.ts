import type { IconType } from 'react-icons';
import { BsGithub } from 'react-icons/bs';
import {
  FaArrowLeft,
  FaBars,
  FaDatabase,
  FaEnvelope,
  FaHouse,
  FaLinkedin,
  FaMagnifyingGlass,
  FaMoon,
  FaSitemap,
  FaSun,
  FaXmark,
  FaXTwitter,
} from 'react-icons/fa6';
import type { ShellIconName } from './shell-icon';

/**
 * The icons of the site's shell (the header's controls, the footer's links) and of the
 * controls found on most pages (Back, a dialog's close). They are written at build time into
 * one SVG sprite (SHELL_SPRITE_PATH, app/assets/shell-icons.svg) that every page references
 * instead of carrying about 2 KB gzip of path data in its HTML: with it, every page's HTML
 * fits in the first round trip of a connection (14.6 KB).
 *
 * GitHub's own mark is Bootstrap's drawing of it: the same shape as Font Awesome's in half
 * the path data.
 */
export const shellIcons: Readonly<Record<ShellIconName, IconType>> = {
  back: FaArrowLeft,
  close: FaXmark,
  data: FaDatabase,
  email: FaEnvelope,
  github: BsGithub,
  home: FaHouse,
  linkedin: FaLinkedin,
  menu: FaBars,
  moon: FaMoon,
  search: FaMagnifyingGlass,
  sitemap: FaSitemap,
  sun: FaSun,
  x: FaXTwitter,
};
