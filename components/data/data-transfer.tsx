'use client';

import { Button } from '@/components/ui/button';
import { useLazyValue } from '@/components/ui/use-lazy-value';
import { LoadFailed } from '@/components/ui/load-failed';
import { dataTransferTexts as t } from '@/content/data-transfer';
import { lazyValue } from '@/lib/lazy-value';

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
const panel = lazyValue(() => import('./data-transfer-panel').then((m) => m.DataTransferPanel));

/**
 * The export and import, fetched as soon as the page is up: the server and the first
 * render draw them waiting, so nothing can be chosen before they work.
 */
export function DataTransfer() {
  const { value: Panel, failed } = useLazyValue(panel);
  if (Panel) return <Panel />;
  return failed ? <Missing /> : <Waiting />;
}
