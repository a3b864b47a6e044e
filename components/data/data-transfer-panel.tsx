'use client';

import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { dataTransferTexts as t } from '@/content/data-transfer';
import { exportText, importData } from '@/lib/data-transfer';

type Status = { kind: 'ok' | 'error'; text: string; items?: string[] } | null;

/** Skipped items listed one by one; the rest of a long list is counted in one line. */
const MAX_SKIPPED_SHOWN = 50;

/** Export the visitor's data as a JSON file, or import one (validated, merged). */
export function DataTransferPanel() {
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>(null);

  const exportData = () => {
    const now = new Date();
    let text: string;
    try {
      text = exportText(now);
    } catch {
      setStatus({ kind: 'error', text: t.exportFailed });
      return;
    }
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${t.fileName}-${now.toISOString().slice(0, 10)}.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    setStatus({ kind: 'ok', text: t.exported });
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    // Cleared first, so the same file can be chosen again whatever happens.
    if (input.current) input.current.value = '';
    let content: string;
    try {
      content = await file.text();
    } catch {
      setStatus({ kind: 'error', text: `${t.importFailed} ${t.errors.unreadable}` });
      return;
    }
    let result: ReturnType<typeof importData>;
    try {
      result = importData(content);
    } catch {
      setStatus({ kind: 'error', text: t.importStopped });
      return;
    }
    if (!result.ok) {
      setStatus({ kind: 'error', text: `${t.importFailed} ${t.errors[result.error]}` });
      return;
    }
    const text = [t.imported(result.added)];
    if (!result.saved) text.push(t.notSaved);
    const items = result.skipped
      .slice(0, MAX_SKIPPED_SHOWN)
      .map((s) => t.skippedItem(t.fields[s.field], s.title, t.skippedReasons[s.reason]));
    const more = result.skipped.length - items.length;
    if (more > 0) items.push(t.skippedMore(more));
    setStatus({ kind: result.saved ? 'ok' : 'error', text: text.join(' '), items });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={exportData}>
          {t.exportButton}
        </Button>
        <Button variant="secondary" onClick={() => input.current?.click()}>
          {t.importButton}
        </Button>
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          // Opened by the button above: hidden, so that assistive technology does not
          // offer it as a second import control.
          hidden
          aria-label={t.importButton}
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
      </div>
      <div
        role="status"
        className={
          status?.kind === 'error'
            ? 'text-sm text-red-700 dark:text-red-300'
            : 'text-sm text-slate-700 dark:text-slate-300'
        }
      >
        {status ? <p>{status.text}</p> : null}
        {status?.items?.length ? (
          <>
            <p className="mt-2 font-semibold">{t.skippedHeading}</p>
            <ul className="list-disc pl-5" data-testid="import-skipped">
              {status.items.map((item, i) => (
                <li key={i} className="[overflow-wrap:anywhere]">
                  {item}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}
