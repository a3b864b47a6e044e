import { PageLink } from '@/components/ui/page-link';
import { HelpText } from '@/components/english/help/help-text';
import { SpeakIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { deckNames, reviewPage as t, reviewSession } from '@/content/english/review';
import type { RouteInfo } from '@/content/routes';
import { deckSizes, siteCatalog } from '@/lib/review/catalog';
import { emptyDeckScript } from '@/lib/review/first-paint';
import { deckIds } from '@/lib/review/decks';
import { AddFirstCards, CardEnd, ProgressRoom, ReviewFrame, SettingsRoom } from './review-frame';
import { ReviewLoader } from './review-loader';

/**
 * The day's review until it has come (and without JavaScript): its controls, disabled,
 * and the card saying it is loading, with room kept for the settings and the progress.
 */
function ReviewWaiting() {
  return (
    <>
      <ReviewFrame filter="all" mode="recognize" canSpeak={false}>
        <noscript>
          <p lang="es" className="text-slate-700 dark:text-slate-300">
            {reviewSession.noScript}
          </p>
        </noscript>
        <p
          aria-busy="true"
          className="text-slate-700 group-data-[stored-reviews=none]/deck:hidden dark:text-slate-300 noscript:hidden"
        >
          {reviewSession.loading}
        </p>
        <CardEnd
          heading={reviewSession.emptyHeading}
          display="hidden group-data-[stored-reviews=none]/deck:flex"
        >
          <AddFirstCards />
        </CardEnd>
      </ReviewFrame>
      <SettingsRoom />
      <ProgressRoom />
    </>
  );
}

/**
 * /ee/review: the day's card first, then the explanation and the decks with their sizes
 * (in the pre-rendered HTML), the settings and the progress (once the page runs).
 */
export function ReviewPage({ route }: { route: RouteInfo }) {
  const sizes = deckSizes(siteCatalog());
  return (
    <>
      {/* The day's card comes right under the heading, in the first screen of a phone;
          what the review is and its decks follow. */}
      <PageHeader route={route} className="mb-3" />

      {/* The script marks this wrapper when the stored deck is empty, before the card is
          parsed, so that the first paint says what to do (lib/review/first-paint.ts). */}
      <div className="group/deck">
        <script dangerouslySetInnerHTML={{ __html: emptyDeckScript }} />
        <ReviewLoader
          waiting={<ReviewWaiting />}
          speakIcon={<SpeakIcon aria-hidden="true" className="size-5" />}
        />
      </div>

      <section aria-labelledby="review-about" className="mt-10 flex flex-col gap-3">
        <h2
          id="review-about"
          className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
        >
          {t.aboutHeading}
        </h2>
        <HelpText
          en={t.description}
          es={t.descriptionEs}
          className="max-w-prose text-slate-700 dark:text-slate-300"
        />
        <p lang="es" className="max-w-prose text-sm text-slate-700 dark:text-slate-300">
          {t.howTo}
        </p>
      </section>

      <section aria-labelledby="review-decks" className="mt-8">
        <h2
          id="review-decks"
          className="mb-2 text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
        >
          {t.decksHeading}
        </h2>
        <p lang="es" className="mb-3 text-slate-700 dark:text-slate-300">
          {t.decksIntro}
        </p>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {deckIds.map((deck) => (
            <li
              key={deck}
              className="rounded-lg border border-slate-200 bg-white px-4 py-3 dark:border-slate-700 dark:bg-slate-900"
            >
              <PageLink
                href={deckNames[deck].trainer}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300 dark:hover:text-brand-200"
              >
                {deckNames[deck].name}
              </PageLink>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {t.cards(sizes[deck])} · <span lang="es">{deckNames[deck].es}</span>
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
