'use client';

import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';

/** What the modal needs of a news item with a video. */
export interface VideoItem {
  title: string;
  video: string;
  poster: string | null;
}

export const VIDEO_MODAL_ID = 'exampleModal';

const SelectVideo = createContext<(item: VideoItem) => void>(() => {});

export interface VideoModalProviderProps {
  /** Text shown by browsers that cannot play the video. */
  fallbackText: string;
  /** The dialog's close icon, drawn by the server. */
  closeIcon: ReactNode;
  children: ReactNode;
}

/**
 * Holds the selected video item and renders the one modal (id exampleModal) that plays
 * it; camera buttons inside select an item.
 */
export function VideoModalProvider({ fallbackText, closeIcon, children }: VideoModalProviderProps) {
  const [item, setItem] = useState<VideoItem | null>(null);
  const close = useCallback(() => setItem(null), []);
  return (
    <SelectVideo.Provider value={setItem}>
      {children}
      <Modal
        id={VIDEO_MODAL_ID}
        open={item !== null}
        onClose={close}
        title={item?.title ?? ''}
        size="lg"
        closeIcon={closeIcon}
      >
        {item ? (
          // eslint-disable-next-line jsx-a11y/media-has-caption -- the feed offers no caption tracks
          <video
            key={item.video}
            controls
            preload="metadata"
            poster={item.poster ?? undefined}
            width={640}
            height={360}
            className="aspect-video h-auto w-full rounded-lg bg-slate-950"
          >
            <source src={item.video} type="video/mp4" />
            {fallbackText}
          </video>
        ) : null}
      </Modal>
    </SelectVideo.Provider>
  );
}

export interface CameraButtonProps {
  item: VideoItem;
  label: string;
  /** The camera icon, drawn by the server. */
  icon: ReactNode;
}

/** Opens the item's video in the modal. */
export function CameraButton({ item, label, icon }: CameraButtonProps) {
  const select = useContext(SelectVideo);
  return (
    <button
      type="button"
      onClick={() => select(item)}
      aria-haspopup="dialog"
      aria-controls={VIDEO_MODAL_ID}
      aria-label={`${label}: ${item.title}`}
      title={label}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400"
    >
      {icon}
    </button>
  );
}
