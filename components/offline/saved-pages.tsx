'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { PageLink } from '@/components/ui/page-link';
import { basePath } from '@/lib/base-path';
import { PAGE_CACHE, savedPages, sitePath } from '@/lib/offline';

interface PageLink {
  path: string;
  name: string;
  lang?: string;
}

/**
 * "Try again", and the pages this device has kept (they open without a connection).
 * When the connection comes back, the page asked for loads by itself. Opened at its own
 * address (`ownPath`) while online, there is no page to wait for: it goes home (`homePath`).
 */
export function SavedPages({
  pages,
  words,
  ownPath,
  homePath,
}: {
  pages: readonly PageLink[];
  words: { tryAgain: string; savedHeading: string; savedIntro: string };
  ownPath: string;
  homePath: string;
}) {
  const [saved, setSaved] = useState<PageLink[]>([]);

  useEffect(() => {
    if (navigator.onLine && sitePath(window.location.pathname, basePath) === ownPath) {
      window.location.replace(`${basePath}${homePath}`);
      return;
    }
    // Only when the browser says so, and never once the visitor is leaving: Chromium can
    // fire `online` as a link of this page starts loading, even while still offline, and
    // a reload then cancels the link (navigator.onLine alone let it through in about 1
    // run of 20). A page being left has had `beforeunload`.
    let leaving = false;
    const leave = () => {
      leaving = true;
    };
    const reload = () => {
      if (navigator.onLine && !leaving) window.location.reload();
    };
    window.addEventListener('beforeunload', leave);
    window.addEventListener('online', reload);
    let cancelled = false;
    if ('caches' in window) {
      caches
        .open(PAGE_CACHE)
        .then((cache) => cache.keys())
        .then((requests) => {
          if (cancelled) return;
          setSaved(
            savedPages(
              requests.map((request) => request.url),
              pages,
              basePath,
            ),
          );
        })
        .catch(() => {
          // Without the list, the page still says what happened and offers to try again.
        });
    }
    return () => {
      cancelled = true;
      window.removeEventListener('beforeunload', leave);
      window.removeEventListener('online', reload);
    };
  }, [pages, ownPath, homePath]);

  return (
    <>
      <Button className="mt-4 noscript:hidden" onClick={() => window.location.reload()}>
        {words.tryAgain}
      </Button>
      {saved.length > 0 && (
        <section aria-labelledby="saved-pages" className="mt-8">
          <h2 id="saved-pages" className="text-lg font-semibold">
            {words.savedHeading}
          </h2>
          <p className="mt-1">{words.savedIntro}</p>
          <ul className="mt-3 flex flex-col gap-1">
            {saved.map((page) => (
              <li key={page.path}>
                <PageLink
                  href={page.path}
                  lang={page.lang}
                  className="inline-block py-1 font-semibold text-brand-700 underline dark:text-brand-300"
                >
                  {page.name}
                </PageLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
