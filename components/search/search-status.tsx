import { searchTexts as t } from '@/content/search';
import { shortText } from '@/lib/text-length';
import type { SearchStatus } from './use-site-search';

/** How much of the query the line repeats: a long one is in the field already. */
const QUERY_SHOWN = 60;

/** What the search is doing, announced politely to screen readers. */
export function SearchStatusLine({
  status,
  count,
  query,
  onRetry,
}: {
  status: SearchStatus;
  count: number;
  query: string;
  onRetry: () => void;
}) {
  const text =
    status === 'idle'
      ? t.typeToSearch
      : status === 'loading'
        ? t.loading
        : status === 'error'
          ? navigator.onLine
            ? t.unavailable
            : t.offline
          : count
            ? t.count(count)
            : t.noResults(shortText(query.trim(), QUERY_SHOWN));
  return (
    <div className="flex min-h-6 flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
      <p role="status" className="min-w-0 break-words">
        {text}
      </p>
      {status === 'error' ? (
        <button
          type="button"
          onClick={onRetry}
          className="rounded font-medium text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300"
        >
          {t.retry}
        </button>
      ) : null}
    </div>
  );
}
