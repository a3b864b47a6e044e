'use client';

import { useReviewButtons } from '@/components/review/add-to-review';
import type { PhrasalVerb } from '@/content/english/phrasal-verbs';
import { phrasalVerbAnchor } from '@/lib/search/anchors';
import { Spanish } from './spanish';

/**
 * The 150 phrasal verbs, each card with its "Add to review" button, and "Add this list"
 * above them. One component draws them all, so the page hydrates one set of review
 * buttons (one load of their code, one subscription to the deck), not 150 islands.
 */
export function PhrasalVerbList({ items }: { items: readonly PhrasalVerb[] }) {
  const reviewButton = useReviewButtons('phrasal');
  return (
    <>
      <div data-pagefind-ignore="">{reviewButton(items, false)}</div>
      {/* Every card is laid out with the page. content-visibility: auto would spare the
          first load their layout, but a link to a card far down then lands off it on a
          phone: the cards above it are counted at a guessed height. */}
      <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li
            key={item.verb}
            className="flex flex-col rounded-lg border border-slate-200 bg-white px-3 py-2 shadow-sm dark:border-slate-700 dark:bg-slate-900 holds-destination:border-brand-600 holds-destination:ring-2 holds-destination:ring-brand-500"
          >
            {/* A heading with an id: the search index makes it a result of its own, named
                by the verb, and a result's link lands on it. */}
            <h3
              id={phrasalVerbAnchor(item.verb)}
              className="font-bold text-slate-900 dark:text-white"
            >
              {item.verb}
            </h3>
            <Spanish className="text-sm">{item.meaningEs}</Spanish>
            <p className="mt-1 text-sm text-slate-800 italic dark:text-slate-200">{item.example}</p>
            <div className="mt-auto flex pt-2" data-pagefind-ignore="">
              {reviewButton([item], true, {
                small: true,
                describedBy: phrasalVerbAnchor(item.verb),
              })}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
