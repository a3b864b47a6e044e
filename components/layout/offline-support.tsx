'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { withBasePath } from '@/lib/base-path';
import { afterPageIsIdle } from '@/lib/idle';
import { useBottomSpace } from './use-bottom-space';

/**
 * Makes the site work offline: registers the service worker (through workbox-window,
 * loaded on demand) once the page is idle, so it never competes with the first paint.
 * The worker downloads the shell; pages are kept as they are visited, and the first
 * page (loaded before the worker existed) asks it to keep its HTML and files.
 * When a new deploy is ready, it offers a reload instead of taking over on its own, so a
 * page never mixes old HTML with new scripts. Its words (`shell.update`) come from the
 * layout, a server component.
 */
export interface UpdateWords {
  message: string;
  reload: string;
  /** `{what}` stands for the names of what is unsaved. */
  unsaved: string;
  reloadAnyway: string;
}

/**
 * What this page holds that the browser has not saved, named for the visitor (none when
 * everything is saved). Saving is tried again first.
 */
async function unsavedValues(): Promise<string[]> {
  const [{ retrySaving }, { status }, { saveStatusTexts }] = await Promise.all([
    import('@/lib/persist'),
    import('@/lib/storage'),
    import('@/content/save-status'),
  ]);
  if (retrySaving()) return [];
  return status().unsaved.map(
    (key) => saveStatusTexts.values[key] ?? saveStatusTexts.values.other!,
  );
}

export function OfflineSupport({ words }: { words: UpdateWords }) {
  const [accept, setAccept] = useState<(() => void) | null>(null);
  /** What a reload would lose, once Reload found something unsaved. */
  const [losing, setLosing] = useState<string[] | null>(null);
  const prompt = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  const lastPath = useRef(pathname);

  // A page reached by a link comes as framework data, not as HTML, so the worker has no
  // copy of the page itself to open offline: once the page is idle, and once the worker
  // is there (a link followed on the first visit may come before it), ask it to keep one.
  // Not cancelled by the next link: every page visited is kept.
  useEffect(() => {
    if (pathname === lastPath.current) return;
    lastPath.current = pathname;
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const page = `${window.location.origin}${window.location.pathname}`;
    afterPageIsIdle(() => {
      void navigator.serviceWorker.ready.then((registration) =>
        registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [page] } }),
      );
    }, 5000);
  }, [pathname]);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    // A page loaded through the worker is already kept.
    const keptAlready = navigator.serviceWorker.controller !== null;
    const cancelIdle = afterPageIsIdle(() => {
      void import('workbox-window')
        .then(async ({ Workbox }) => {
          if (cancelled) return;
          const wb = new Workbox(withBasePath('/sw.js'), { scope: withBasePath('/') });
          wb.addEventListener('waiting', () => {
            // A new version waits: take it when the visitor says so, then reload.
            setAccept(() => () => {
              wb.addEventListener('controlling', () => window.location.reload());
              wb.messageSkipWaiting();
            });
          });
          await wb.register();
          // The page the worker was installed from was loaded without it: keep it now.
          await wb.active;
          if (cancelled || keptAlready) return;
          const here = window.location.origin;
          const ownFiles = `${here}${withBasePath('/_next/static/')}`;
          const urls = [
            window.location.href.split('#')[0]!,
            // Its scripts, styles, fonts, pictures and its own framework data (hashed,
            // under _next/static), not data fetched for other pages.
            ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
              .filter(
                (entry) =>
                  entry.name.startsWith(ownFiles) ||
                  !['fetch', 'xmlhttprequest', 'beacon'].includes(entry.initiatorType),
              )
              .map((entry) => entry.name)
              .filter((url) => url.startsWith(`${here}/`)),
          ];
          await wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: urls } });
        })
        .catch(() => {
          // Offline support is an extra: the site works without it.
        });
    }, 5000);
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, []);

  useBottomSpace(prompt, '--update-space', accept !== null);
  if (!accept) return null;
  return (
    <div
      ref={prompt}
      role="status"
      // Above the footer, and above the save warning when both are shown.
      className="fixed inset-x-4 bottom-[calc(4rem+var(--save-status-space,0px))] z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg dark:bg-slate-100 dark:text-slate-900 print:hidden"
    >
      <span>
        {words.message}
        {losing ? ` ${words.unsaved.replace('{what}', losing.join(', '))}` : null}
      </span>
      <button
        type="button"
        onClick={() => {
          // Once: the page saves what it holds, or says what a reload would lose.
          if (losing) return accept();
          void unsavedValues().then((names) => (names.length ? setLosing(names) : accept()));
        }}
        className="rounded-lg bg-brand-500 px-3 py-1.5 font-semibold text-slate-950 hover:bg-brand-400 focus-visible:outline-2 focus-visible:outline-white"
      >
        {losing ? words.reloadAnyway : words.reload}
      </button>
    </div>
  );
}
