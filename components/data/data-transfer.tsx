'use client';

import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { useMounted } from '@/components/ui/use-mounted';
import { LoadFailed } from '@/components/ui/load-failed';
import { dataTransferTexts as t } from '@/content/data-transfer';

/** The two buttons, as they are until their code has come (and without JavaScript). */
function Waiting() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="secondary" disabled>
        {t.exportButton}
      </Button>
      <Button variant="secondary" disabled>
        {t.importButton}
      </Button>
    </div>
  );
}

function Missing() {
  return (
    <>
      <Waiting />
      <LoadFailed>{t.loadFailed}</LoadFailed>
    </>
  );
}

/** The panel carries the code of every stored value: its own chunk, not the first load. */
const Panel = lazy(() =>
  import('./data-transfer-panel').then(
    (m) => ({ default: m.DataTransferPanel }),
    () => ({ default: Missing }),
  ),
);

/**
 * The export and import, fetched as soon as the page is up: the server and the first
 * render draw them waiting, so nothing can be chosen before they work.
 */
export function DataTransfer() {
  if (!useMounted()) return <Waiting />;
  return (
    <Suspense fallback={<Waiting />}>
      <Panel />
    </Suspense>
  );
}
