'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { PageLink } from '@/components/ui/page-link';
import { saveStatusTexts as texts } from '@/content/save-status';
import { focusNewPage } from '@/lib/navigation/route-focus';
import {
  CORRUPT_SUFFIX,
  EMPTY_STATUS,
  dismissDamaged,
  status as storageStatus,
  subscribe,
  type Damaged,
} from '@/lib/storage';
import { useBottomSpace } from './use-bottom-space';

const getServerStatus = () => EMPTY_STATUS;

/** The name of a saved value for the message ('to-do tasks'), by its storage key. */
function valueName(key: string): string {
  return texts.values[key] ?? texts.values.other ?? key;
}

/** 'to-do tasks and best 2048 tile': the values of one kind of damage, named once each. */
function names(damaged: readonly Damaged[], part: Damaged['part']): string {
  return texts.list([
    ...new Set(damaged.filter((d) => d.part === part).map((d) => valueName(d.key))),
  ]);
}

/**
 * Says in plain words when this browser refused to save something: what was not saved
 * and what to do (export the data, free space). The page keeps working in memory; the
 * next change, or 'Try saving again', saves again once there is room. It also says when
 * a saved value could not be read (damaged, or written by something else) and the page
 * started without it: the value is kept aside, never deleted, and the export includes it.
 * `dataHref` is the Your data page, where the visitor exports what is kept. It needs only
 * the checked storage (lib/storage.ts), and the buttons' look comes from the server
 * (`retryClassName`), so this part of every page stays small.
 */
export function SaveStatus({
  dataHref,
  retryClassName,
}: {
  dataHref: string;
  retryClassName: string;
}) {
  const status = useSyncExternalStore(subscribe, storageStatus, getServerStatus);
  const [stillFull, setStillFull] = useState(false);
  const values = [...new Set(status.unsaved.filter((k) => !k.includes(CORRUPT_SUFFIX)))];
  const asideLost =
    status.heldAside.length > 0 || status.unsaved.some((k) => k.includes(CORRUPT_SUFFIX));
  const notSaved = values.length > 0 || asideLost;
  const wholeDamaged = names(status.damaged, 'value');
  const itemsDamaged = names(status.damaged, 'items');
  const shown = notSaved || status.damaged.length > 0;
  const box = useRef<HTMLDivElement>(null);
  useBottomSpace(box, '--save-status-space', shown);
  // Leaving or reloading the page would lose what is not saved: the browser asks first.
  useEffect(() => {
    if (!notSaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [notSaved]);
  if (!shown) return null;

  const retry = async () => {
    // Stores merge with what is stored and save again (their code is on the page already).
    const { retrySaving } = await import('@/lib/persist');
    setStillFull(!retrySaving());
  };

  const dismiss = () => {
    dismissDamaged();
    // The button is gone: the page's heading takes the focus, not <body>.
    focusNewPage(document, '');
  };

  return (
    <div
      ref={box}
      role="alert"
      data-testid="save-status"
      className="fixed inset-x-2 bottom-2 z-40 mx-auto max-w-2xl rounded-xl border border-amber-400 bg-amber-50 p-4 text-sm text-amber-950 shadow-lg sm:inset-x-4 dark:border-amber-500 dark:bg-amber-950 dark:text-amber-50"
    >
      {values.length ? (
        <p className="font-semibold">{texts.notSaved(texts.list(values.map(valueName)))}</p>
      ) : null}
      {asideLost ? <p className="font-semibold">{texts.asideHeld}</p> : null}
      {wholeDamaged ? <p className="font-semibold">{texts.damagedValue(wholeDamaged)}</p> : null}
      {itemsDamaged ? <p className="font-semibold">{texts.damagedItems(itemsDamaged)}</p> : null}
      {status.damaged.length && !asideLost ? <p className="mt-1">{texts.damagedKept}</p> : null}
      {notSaved ? <p className="mt-1">{texts.whatToDo}</p> : null}
      {stillFull ? <p className="mt-1">{texts.stillFull}</p> : null}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <PageLink
          href={dataHref}
          className="font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {texts.exportLink}
        </PageLink>
        {notSaved ? (
          <button type="button" className={retryClassName} onClick={() => void retry()}>
            {texts.retry}
          </button>
        ) : null}
        {status.damaged.length ? (
          <button type="button" className={retryClassName} onClick={dismiss}>
            {texts.dismiss}
          </button>
        ) : null}
      </div>
    </div>
  );
}
