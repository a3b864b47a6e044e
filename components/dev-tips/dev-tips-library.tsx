'use client';

import {
  createContext,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { devTipsTexts, type DevTip } from '@/content/dev-tips';
import { devTipAnchor } from '@/lib/search/anchors';

/** After closing, the player's address is cleared this much later so playback stops. */
export const CLEAR_DELAY_MS = 100;

/** What the viewer shows of a tip. */
export type ViewedTip = Pick<DevTip, 'title' | 'url' | 'sourceTitle' | 'author'>;

const OpenTip = createContext<(tip: ViewedTip) => void>(() => {});

/**
 * A card's button ('Ver video' for a video): opens the viewer on its tip. The card around it is the server's
 * (dev-tip-card.tsx), its texts static markup.
 */
export function OpenTipButton({ tip, label }: { tip: ViewedTip; label: string }) {
  const open = use(OpenTip);
  return (
    <Button
      className="self-start"
      // From the title, not the position: links and search results land on the tip.
      aria-describedby={devTipAnchor(tip.title)}
      onClick={() => open(tip)}
    >
      {label}
    </Button>
  );
}

/**
 * The grid of tips (`children`, drawn by the server) and one large viewer. Opening shows
 * the dialog and sets the player's address right after; closing hides it and clears the
 * address `CLEAR_DELAY_MS` later.
 */
export function DevTipsLibrary({
  closeIcon,
  children,
}: {
  closeIcon: ReactNode;
  children: ReactNode;
}) {
  const [selected, setSelected] = useState<ViewedTip | null>(null);
  const [open, setOpen] = useState(false);
  const [src, setSrc] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Stable, so opening or closing the viewer does not draw the cards' buttons again.
  const openTip = useCallback((tip: ViewedTip) => {
    clearTimeout(timer.current);
    setSelected(tip);
    setSrc('');
    setOpen(true);
    timer.current = setTimeout(() => setSrc(tip.url), 0);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSrc(''), CLEAR_DELAY_MS);
  }, []);

  return (
    <>
      <OpenTip value={openTip}>{children}</OpenTip>
      <Modal
        open={open}
        onClose={close}
        id="dev-tip-viewer"
        size="xl"
        title={selected?.title ?? ''}
        closeLabel={devTipsTexts.close}
        closeIcon={closeIcon}
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
