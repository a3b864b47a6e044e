'use client';

import { useRef, type ReactNode } from 'react';
import { AddToReview } from '@/components/review/add-to-review';
import { enrolInReview } from '@/components/review/enrol-in-review';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ToggleGroup } from '@/components/ui/toggle-group';
import { useFocusAfterRender } from '@/components/ui/use-focus-after-render';
import { LoadFailed } from '@/components/ui/load-failed';
import { useLazyValue } from '@/components/ui/use-lazy-value';
import { useStoreState } from '@/components/ui/use-store-state';
import type { IrregularVerb } from '@/content/english/irregular-verbs';
import {
  firstVerbList,
  irregularVerbsLabels as t,
  verbListNames,
} from '@/content/english/irregular-verbs-texts';
import { findList, findVerb, learnedCount, remainingCount } from '@/lib/english/irregular-verbs';
import { lazyVerbLists } from '@/lib/english/load-verb-lists';
import type { Room } from '@/lib/english/room';
import type { VerbsOutcome } from '@/lib/stores/use-irregular-verbs-store';
import { answerClass, RevealButton, ShowAllSwitch } from '../reveal/reveal-controls';
import { useReveal } from '../reveal/use-reveal';
import { VerbCard, type VerbField } from './verb-card';

export interface IrregularVerbsTrainerProps {
  /** What the page shows before the lists have loaded: the first verb of the first list and how many it has. */
  first: { verb: IrregularVerb; remaining: number };
  /** The listen buttons' icon, drawn by the server. */
  speakIcon: ReactNode;
  /** The longest texts of every list, which the card keeps room for (`longestTexts`). */
  room?: Room<VerbField>;
}

/**
 * The verb trainer, under the page's header (rendered on the server). The page shows the
 * first verb from the server; the lists load after the page is up (`lazyVerbLists`), then
 * the stored progress is read and a verb drawn. It asks before it tells: the past simple,
 * the participle and the Spanish show on Show (`useReveal`).
 */
export function IrregularVerbsTrainer({ first, speakIcon, room }: IrregularVerbsTrainerProps) {
  const { value: loaded, failed } = useLazyValue(lazyVerbLists, ({ lists, store }) =>
    store.getState().init(lists),
  );
  const state = useStoreState(loaded?.store);
  const ready = state?.hydrated === true;
  const list = state?.list ?? firstVerbList;
  const lists = state?.lists ?? [];
  const current = state?.current ?? null;
  const activeList = ready ? findList(lists, list) : undefined;
  const verb = ready ? findVerb(lists, list, current) : first.verb;
  const remaining = ready ? remainingCount(state) : first.remaining;
  const learned = ready ? learnedCount(lists, state) : 0;
  const area = useRef<HTMLDivElement>(null);
  const reveal = useReveal(verb ? `${list}:${verb.infinitive}` : null, area);

  const nextRef = useRef<HTMLButtonElement>(null);
  const resetRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();

  // A pressed button that gets disabled or removed would drop the keyboard focus:
  // move it to the control that takes its place.
  const focusFor = (outcome: VerbsOutcome) => {
    if (outcome !== 'ignored')
      focusAfterRender(() => (outcome === 'allLearned' ? resetRef : nextRef).current);
  };

  return (
    <>
      <ToggleGroup
        label={t.listGroup}
        options={verbListNames.map((l) => l.id)}
        value={list}
        onChange={(id) => state && focusFor(state.select(id))}
        renderOption={(id) => verbListNames.find((l) => l.id === id)?.label}
        disabled={!ready}
        disablePressed
        className="mb-4 sm:mb-5"
      />

      <Card className="p-3 sm:p-7">
        <div ref={area} aria-live="polite" aria-busy={!ready && !failed}>
          {verb ? (
            <VerbCard
              verb={verb}
              speakIcon={speakIcon}
              answer={answerClass(reveal.revealed)}
              room={room}
            />
          ) : activeList ? (
            <div className="flex flex-col items-start gap-3">
              <p className="text-lg font-semibold text-slate-900 dark:text-white">
                {t.allLearned(activeList.verbs.length, activeList.label)}
              </p>
              <p className="text-slate-700 dark:text-slate-300">{t.resetHint}</p>
              <button
                ref={resetRef}
                type="button"
                onClick={() => state && focusFor(state.resetList())}
                className={buttonStyles('secondary', 'md')}
              >
                {t.reset(activeList.label)}
              </button>
            </div>
          ) : null}
        </div>
      </Card>

      <div className="mt-4 flex flex-wrap gap-3 sm:mt-6">
        <RevealButton reveal={reveal} disabled={!verb} />
        <button
          ref={nextRef}
          type="button"
          disabled={!ready || !verb}
          onClick={() => {
            // The last verb left comes again: it asks again too.
            reveal.hide();
            state?.next();
          }}
          className={buttonStyles('primary', 'md')}
        >
          {t.next(remaining)}
        </button>
        <button
          type="button"
          disabled={!ready || !verb}
          onClick={() => {
            if (verb) void enrolInReview('verbs', [verb]);
            if (state?.markLearned() === 'allLearned') focusFor('allLearned');
          }}
          className={buttonStyles('success', 'md')}
        >
          {t.learned(learned)}
        </button>
        <AddToReview deck="verbs" item={verb} list={activeList?.verbs ?? null} />
      </div>
      <ShowAllSwitch reveal={reveal} className="mt-3" />
      {failed ? <LoadFailed>{t.loadFailed}</LoadFailed> : null}
    </>
  );
}
