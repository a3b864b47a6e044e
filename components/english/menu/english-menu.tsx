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
import { englishHome, englishMenu, type EnglishMenuIcon } from '@/content/english/menu';
import { ReviewDueBadge } from '@/components/review/review-due-badge';
import { MenuLink } from './menu-link';

/** The icon component of each key used in content/english/menu.ts. */
export const menuIcons: Record<EnglishMenuIcon, IconType> = {
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

const buttonClass = [
  'inline-flex min-h-11 items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold shadow-sm',
  'ring-1 ring-black/10 ring-inset transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:ring-white/25 dark:focus-visible:outline-brand-300',
  'aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-4',
  'aria-[current=page]:outline-2 aria-[current=page]:outline-offset-2 aria-[current=page]:outline-slate-900 dark:aria-[current=page]:outline-white',
].join(' ');

/**
 * The 12 colored buttons of the English area. Rendered on the server, so the whole
 * menu is in the pre-rendered HTML; only the links mark the current page on the client.
 */
export function EnglishMenu() {
  return (
    <nav aria-label={englishHome.menuLabel}>
      <ul className="flex flex-wrap gap-2 sm:gap-3">
        {englishMenu.map((option) => {
          const Icon = menuIcons[option.icon];
          return (
            <li key={option.route}>
              <MenuLink
                href={option.route}
                style={{ backgroundColor: option.background, color: option.textColor }}
                className={buttonClass}
              >
                <Icon aria-hidden="true" focusable="false" className="size-4 shrink-0" />
                <span>{option.name}</span>
                {option.route === '/ee/review' ? <ReviewDueBadge /> : null}
              </MenuLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
