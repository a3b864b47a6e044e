'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { newsPage, newsSettings, type ContentType } from '@/content/news';
import { cn } from '@/lib/cn';
import { randomImageUrl } from '@/lib/news/random-image';
import { randomIndex } from '@/lib/random';
import { ImagesPanel } from './images-panel';

const order: readonly ContentType[] = ['NEWS', 'NEWS2', 'IMAGES'];
const defaultRng = () => Math.random();

export interface NewsTabsProps {
  /** The first source's cards (rendered on the server). */
  firstSource: ReactNode;
  /** The second source's cards (rendered on the server). */
  secondSource: ReactNode;
  /** Host of the random-image service. */
  imageHost: string;
  /** Random source for the image index; injected by tests. */
  rng?: () => number;
}

interface View {
  type: ContentType;
  /** Raised on every selection, so the panel is mounted afresh ("reloads"). */
  visit: number;
  imageSrc: string | null;
}

/**
 * The top bar of the content-rating page: tabs for the two sources and Images (ARIA tabs
 * with arrow keys, Home and End). NEWS is the default; selecting a tab, even the
 * current one, reloads its content.
 */
export function NewsTabs({
  firstSource,
  secondSource,
  imageHost,
  rng = defaultRng,
}: NewsTabsProps) {
  const [view, setView] = useState<View>({ type: 'NEWS', visit: 0, imageSrc: null });
  const tabs = useRef<Partial<Record<ContentType, HTMLButtonElement | null>>>({});
  const baseId = useId();
  const tabId = (type: ContentType) => `${baseId}-tab-${type}`;
  const panelId = (type: ContentType) => `${baseId}-panel-${type}`;

  function select(type: ContentType) {
    const { randomImageCount, randomImageWidth, randomImageHeight } = newsSettings;
    // A new random image on every visit of the tab, drawn here and not during a render.
    const imageSrc =
      type === 'IMAGES'
        ? randomImageUrl(
            imageHost,
            randomIndex(randomImageCount, rng),
            randomImageWidth,
            randomImageHeight,
          )
        : null;
    setView((current) => ({ type, visit: current.visit + 1, imageSrc }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = order.indexOf(view.type);
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % order.length,
      ArrowLeft: (index - 1 + order.length) % order.length,
      Home: 0,
      End: order.length - 1,
    };
    const target = order[targets[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    select(target);
    tabs.current[target]?.focus();
  }

  function panel(type: ContentType): ReactNode {
    if (type === 'NEWS') return firstSource;
    if (type === 'NEWS2') return secondSource;
    return view.imageSrc ? <ImagesPanel src={view.imageSrc} /> : null;
  }

  return (
    <div className="flex flex-col gap-5">
      <div
        role="tablist"
        aria-label={newsPage.tablistLabel}
        className="flex flex-wrap gap-1 border-b border-slate-300 dark:border-slate-600 noscript:hidden"
      >
        {order.map((type) => {
          const selected = view.type === type;
          return (
            <button
              key={type}
              ref={(el) => {
                tabs.current[type] = el;
              }}
              type="button"
              role="tab"
              id={tabId(type)}
              aria-selected={selected}
              aria-controls={panelId(type)}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(type)}
              onKeyDown={onKeyDown}
              className={cn(
                '-mb-px rounded-t-lg border-b-4 px-4 py-2.5 text-sm font-semibold',
                'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
                selected
                  ? 'border-brand-700 text-brand-800 dark:border-brand-300 dark:text-brand-200'
                  : 'border-transparent text-slate-700 hover:bg-slate-200/70 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
              )}
            >
              {newsPage.tabs[type]}
            </button>
          );
        })}
      </div>
      {order.map((type) => {
        const selected = view.type === type;
        return (
          <div
            key={selected ? `${type}-${view.visit}` : type}
            role="tabpanel"
            id={panelId(type)}
            aria-labelledby={tabId(type)}
            hidden={!selected}
            data-content-type={type}
          >
            {selected ? panel(type) : null}
          </div>
        );
      })}
    </div>
  );
}
