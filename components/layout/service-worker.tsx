'use client';

import { useEffect, useState } from 'react';
import { shell } from '@/content/shell';
import { withBasePath } from '@/lib/base-path';

/**
 * Registers the service worker that makes the site work offline, and offers a reload
 * when a new version of the site has been deployed and is ready.
 */
export function ServiceWorker() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let reloading = false;
    const onControllerChange = () => {
      if (reloading) return;
      reloading = true;
      window.location.reload();
    };
    navigator.serviceWorker
      .register(withBasePath('/sw.js'), { scope: withBasePath('/') })
      .then((registration) => {
        if (registration.waiting && navigator.serviceWorker.controller)
          setWaiting(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed' && navigator.serviceWorker.controller)
              setWaiting(installing);
          });
        });
        navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);
      })
      .catch(() => {
        // Offline support is an extra: the site works without it.
      });
    return () =>
      navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
  }, []);

  if (!waiting) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-16 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg dark:bg-slate-100 dark:text-slate-900 print:hidden"
    >
      <span>{shell.update.message}</span>
      <button
        type="button"
        onClick={() => waiting.postMessage({ type: 'SKIP_WAITING' })}
        className="rounded-lg bg-brand-500 px-3 py-1.5 font-semibold text-slate-950 hover:bg-brand-400 focus-visible:outline-2 focus-visible:outline-white"
      >
        {shell.update.reload}
      </button>
    </div>
  );
}
