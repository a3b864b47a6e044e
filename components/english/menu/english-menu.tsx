import { englishHome, englishMenu, type EnglishMenuOption } from '@/content/english/menu';
import { pages } from '@/content/routes';
import { cn } from '@/lib/cn';
import { ReviewDueBadge } from '@/components/review/review-due-badge';
import { topicIcons } from '@/components/ui/icons';
import { MenuLink } from './menu-link';

/** A topic's icon on its accent colour, in a box of the given size classes. */
export function TopicIcon({
  option,
  className,
  iconClassName,
}: {
  option: EnglishMenuOption;
  className: string;
  iconClassName: string;
}) {
  const Icon = topicIcons[option.icon];
  return (
    <span
      className={cn('inline-flex shrink-0 items-center justify-center', className)}
      style={{ backgroundColor: option.background, color: option.textColor }}
    >
      <Icon aria-hidden="true" className={iconClassName} />
    </span>
  );
}

/**
 * A chip of the strip: calm by default, filled with the brand colour on the current page
 * (a fill, so it never reads as the focus ring, which is an outline).
 */
const chipClass = [
  'inline-flex h-9 items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pr-3.5 pl-1 text-sm font-medium whitespace-nowrap text-slate-800',
  'hover:border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-slate-600 dark:hover:bg-slate-800',
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
  'aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white',
  'dark:aria-[current=page]:border-brand-300 dark:aria-[current=page]:bg-brand-300 dark:aria-[current=page]:text-slate-950',
  // The row opens scrolled to the current chip, centred, from the first paint: no jump
  // when the page comes to life (MenuLink does the same with script where this is not
  // supported, and after a move between lessons).
  'aria-[current=page]:snap-center aria-[current=page]:[scroll-initial-target:nearest]',
].join(' ');

/**
 * The English menu above every lesson: one row of chips, each with its topic's accent
 * colour. On narrow screens the row scrolls sideways (it opens on the current lesson),
 * so the lesson itself starts in the first screen; from lg up it wraps.
 * Rendered on the server; only the links mark the current page on the client.
 */
export function EnglishMenu() {
  return (
    <nav aria-label={englishHome.menuLabel} className="-mx-4 lg:mx-0">
      <ul className="relative flex [scrollbar-width:thin] gap-2 overflow-x-auto px-4 py-1 lg:flex-wrap lg:overflow-visible lg:px-0">
        {englishMenu.map((option) => (
          <li key={option.route} className="shrink-0">
            <MenuLink href={option.route} className={chipClass}>
              <>
                <TopicIcon
                  option={option}
                  className="size-7 rounded-full"
                  iconClassName="size-3.5"
                />
                <span>{option.name}</span>
              </>
              {option.route === pages.review.path ? <ReviewDueBadge /> : null}
            </MenuLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
