import type { ReactNode } from 'react';
import { PageLink } from '@/components/ui/page-link';
import { EnglishPageHeader } from '@/components/english/help/english-page-header';
import { ReviewDueBadge } from '@/components/review/review-due-badge';
import { ReviewToday } from '@/components/review/review-today';
import { deckNames } from '@/content/english/review';
import { deckIds } from '@/lib/review/decks';
import { emptyDeckScript } from '@/lib/review/first-paint';
import { englishHome, englishMenu, type EnglishMenuOption } from '@/content/english/menu';
import { pages } from '@/content/routes';
import { TopicIcon } from './english-menu';

/** An id for a topic's parts, from its path (/ee/tips -> topic-tips). */
const id = (route: string) => `topic-${route.split('/').pop()}`;

/** A topic card's icon, name and Spanish line; `badge` follows the name (review's count). */
function TopicCardContent({ option, badge }: { option: EnglishMenuOption; badge?: ReactNode }) {
  return (
    <>
      <TopicIcon option={option} className="size-11 rounded-lg" iconClassName="size-5" />
      <span className="flex min-w-0 flex-col gap-1">
        <span
          id={`${id(option.route)}-name`}
          className="flex items-center gap-2 font-semibold text-slate-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-300"
        >
          {option.name}
          {badge}
        </span>
        <span
          id={`${id(option.route)}-summary`}
          lang="es"
          className="text-sm text-slate-600 dark:text-slate-400"
        >
          {option.summary}
        </span>
      </span>
    </>
  );
}

/** A topic's card: one link, named by the topic's name and described by its Spanish line. */
function TopicCard({ option, children }: { option: EnglishMenuOption; children: ReactNode }) {
  return (
    <PageLink
      href={option.route}
      aria-labelledby={`${id(option.route)}-name`}
      aria-describedby={`${id(option.route)}-summary`}
      className="group flex w-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-slate-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 motion-reduce:transition-none dark:border-slate-700 dark:bg-slate-900 dark:hover:border-slate-600"
    >
      {children}
    </PageLink>
  );
}

/**
 * /ee, the course home: the day's review, the welcome text, then a card per topic with
 * its icon in the topic's accent colour, its English name and one line in Spanish.
 */
export function EnglishHome() {
  return (
    <div className="flex flex-col gap-8">
      {/* The day's review first: the habit is one tap from the course's first screen. */}
      <EnglishPageHeader
        route={pages.english}
        intro={{ en: englishHome.intro, es: englishHome.introEs }}
        lead={
          // The script marks the wrapper when the stored deck is empty, so the first paint
          // offers the trainers and nothing moves when the count comes
          // (lib/review/first-paint.ts).
          <div className="group/deck">
            <script dangerouslySetInnerHTML={{ __html: emptyDeckScript }} />
            <ReviewToday
              href={pages.review.path}
              trainers={deckIds.map((deck) => ({
                name: deckNames[deck].name,
                href: deckNames[deck].trainer,
              }))}
            />
          </div>
        }
      />
      <nav aria-label={englishHome.menuLabel}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {englishMenu.map((option) =>
            // Review's card holds its live count: React's. The others are markup.
            option.route === pages.review.path ? (
              <li key={option.route} className="flex">
                <TopicCard option={option}>
                  <TopicCardContent option={option} badge={<ReviewDueBadge />} />
                </TopicCard>
              </li>
            ) : (
              <li key={option.route} className="flex">
                <TopicCard option={option}>
                  <TopicCardContent option={option} />
                </TopicCard>
              </li>
            ),
          )}
        </ul>
      </nav>
    </div>
  );
}
