'use client';

import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Modal } from '@/components/ui/modal';
import { devTipsTexts, type DevTip } from '@/content/dev-tips';
import { devTipAnchor } from '@/lib/search/anchors';
import { DevTipIcon } from './dev-tip-icon';

/** After closing, the player's address is cleared this much later so playback stops. */
export const CLEAR_DELAY_MS = 100;

function DevTipCard({ tip, onOpen }: { tip: DevTip; onOpen: (tip: DevTip) => void }) {
  // From the title, not the position: links and search results land on the tip.
  const titleId = devTipAnchor(tip.title);
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <p className="inline-flex items-center gap-2 text-sm font-semibold text-red-700 dark:text-red-300">
        <DevTipIcon type={tip.type} />
        {devTipsTexts.typeLabels[tip.type]}
      </p>
      <h2 id={titleId} className="text-xl font-semibold text-slate-900 dark:text-white">
        {tip.title}
      </h2>
      <p className="text-slate-700 dark:text-slate-300">{tip.description}</p>
      <p className="mt-auto text-sm text-slate-600 dark:text-slate-300">
        {devTipsTexts.by} <span lang="en">{tip.author}</span> · {devTipsTexts.addedOn}{' '}
        <time dateTime={tip.creationDate}>{dayjs(tip.creationDate).format('DD/MM/YYYY')}</time>
      </p>
      <Button className="self-start" aria-describedby={titleId} onClick={() => onOpen(tip)}>
        {devTipsTexts.open}
      </Button>
    </Card>
  );
}

/**
 * The grid of tips and one large viewer. Opening shows the dialog and sets the player's
 * address right after; closing hides it and clears the address `CLEAR_DELAY_MS` later.
 */
export function DevTipsLibrary({ tips }: { tips: readonly DevTip[] }) {
  const [selected, setSelected] = useState<DevTip | null>(null);
  const [open, setOpen] = useState(false);
  const [src, setSrc] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const openTip = (tip: DevTip) => {
    clearTimeout(timer.current);
    setSelected(tip);
    setSrc('');
    setOpen(true);
    timer.current = setTimeout(() => setSrc(tip.url), 0);
  };

  const close = useCallback(() => {
    setOpen(false);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSrc(''), CLEAR_DELAY_MS);
  }, []);

  return (
    <>
      <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3">
        {tips.map((tip) => (
          <li key={tip.url}>
            <DevTipCard tip={tip} onOpen={openTip} />
          </li>
        ))}
      </ul>
      <Modal
        open={open}
        onClose={close}
        id="dev-tip-viewer"
        size="xl"
        title={selected?.title ?? ''}
        closeLabel={devTipsTexts.close}
      >
        {selected ? (
          <div className="flex flex-col gap-3">
            {/* 16:9 and never taller than the dialog leaves room for. */}
            <div className="relative mx-auto aspect-video w-full max-w-[calc((85vh-10rem)*16/9)] overflow-hidden rounded-xl bg-slate-900">
              <iframe
                src={src || undefined}
                title={devTipsTexts.playerTitle(selected.title)}
                sandbox="allow-scripts allow-same-origin allow-presentation"
                allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
                className="absolute inset-0 size-full"
              />
            </div>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <span lang="en">{selected.sourceTitle}</span> · {selected.author}
            </p>
          </div>
        ) : null}
      </Modal>
    </>
  );
}
