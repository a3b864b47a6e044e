'use client';

import { usePathname, useRouter } from 'next/navigation';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { PageLink } from '@/components/ui/page-link';
import { Modal } from '@/components/ui/modal';
import { pages } from '@/content/routes';
import { searchTexts as t, type SearchLanguage } from '@/content/search';
import { focusNewPage, hashOnPage, markDestination } from '@/lib/navigation/route-focus';
import { searchListing, type SearchItem } from '@/lib/search/results';
import { withBasePath } from '@/lib/base-path';
import { needsNewDocument } from '@/lib/page-path';
import { SearchStatusLine } from './search-status';
import { Excerpt } from './excerpt';
import { LanguageFilter } from './language-filter';
import { useSiteSearch } from './use-site-search';

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** The close button's icon, drawn by the server (the navbar). */
  closeIcon: ReactNode;
}

/** The address of the results page for a query (shareable). */
function resultsPage(query: string, language: SearchLanguage | '') {
  const params = new URLSearchParams();
  if (query.trim()) params.set('q', query.trim());
  if (language) params.set('lang', language);
  const search = params.toString();
  return search ? `${pages.search.path}?${search}` : pages.search.path;
}

/** How many results the dialog lists (the results page lists them all). */
const SHOWN = 10;

/** How long a result stays highlighted before its page is fetched (ms). */
const PREFETCH_AFTER_MS = 200;

/**
 * The search dialog: a combobox whose results list follows the typed words. Arrow keys
 * move through the results (the focus stays in the field: aria-activedescendant), Enter
 * opens one, Escape closes the dialog and the focus returns to where it was.
 */
export function SearchDialog({ open, onClose, closeIcon }: SearchDialogProps) {
  const router = useRouter();
  const pathname = usePathname();
  const focusAfterClose = useRef<string | null>(null);
  const afterClose = useCallback(() => {
    const hash = focusAfterClose.current;
    focusAfterClose.current = null;
    if (!hash) return;
    markDestination(document, hash);
    focusNewPage(document, hash);
  }, []);
  const baseId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState('');
  const [language, setLanguage] = useState<SearchLanguage | ''>('');
  // The same results as /search, counted alike; the first few are listed here, the rest
  // a link away (the results page).
  const { status, items: found, retry } = useSiteSearch(query, language, searchListing);
  const items = useMemo(() => found.slice(0, SHOWN), [found]);
  // The highlighted result, reset to the first one whenever the results change.
  const [active, setActive] = useState<{ items: SearchItem[]; index: number }>({
    items,
    index: 0,
  });
  const activeIndex = active.items === items ? active.index : 0;
  const optionId = (i: number) => `${baseId}-result-${i}`;
  const listId = `${baseId}-results`;

  // Reopened with the words of the last search selected: typing replaces them.
  useEffect(() => {
    if (open) inputRef.current?.select();
  }, [open]);

  // Keep the highlighted result in view when the arrow keys move past the visible ones.
  useEffect(() => {
    listRef.current?.children[activeIndex]?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, items]);

  // The highlighted result is the one Enter or a click opens. Once it has stayed
  // highlighted for a moment (the typing paused, the arrow keys or the pointer at rest),
  // fetch its page, as a link does when the pointer rests on it.
  const highlighted = items[activeIndex]?.url;
  useEffect(() => {
    if (!highlighted || needsNewDocument(highlighted)) return;
    const timer = setTimeout(() => router.prefetch(highlighted), PREFETCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [highlighted, router]);

  const go = useCallback(
    (item: SearchItem | undefined) => {
      if (!item) return;
      // A result on the page shown: the router only scrolls to it, and RouteFocus waits
      // for a new path, so the focus and the destination's mark are set here, once the
      // dialog has closed (the page behind it is inert until then).
      focusAfterClose.current = hashOnPage(item.url, pathname);
      onClose();
      if (needsNewDocument(item.url)) window.location.assign(withBasePath(item.url));
      else router.push(item.url);
    },
    [onClose, router, pathname],
  );

  // Enter pressed before the results of what was typed have come (the list still shows
  // those of the words before): the first result of the words typed opens when it comes,
  // unless the visitor types on meanwhile.
  const enterFor = useRef<string | null>(null);
  useEffect(() => {
    if (enterFor.current === null || status === 'loading') return;
    const typed = enterFor.current;
    enterFor.current = null;
    if (typed === query && status === 'ready') go(items[0]);
  }, [query, status, items, go]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = items.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!count) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive({ items, index: (activeIndex + step + count) % count });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (status === 'loading') enterFor.current = query;
      else go(items[activeIndex]);
    }
  };

  const expanded = items.length > 0;

  return (
    <Modal
      closeIcon={closeIcon}
      open={open}
      onClose={onClose}
      id="site-search"
      title={t.dialogTitle}
      size="lg"
      initialFocus={inputRef}
      afterClose={afterClose}
      className="mt-[8vh] mb-auto"
      footer={
        <div className="flex w-full flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm">
          <p className="text-slate-600 max-sm:hidden dark:text-slate-400">{t.keysHint}</p>
          <PageLink
            href={resultsPage(query, language)}
            onClick={onClose}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-brand-300 dark:hover:text-brand-200"
          >
            {t.allResults}
          </PageLink>
        </div>
      }
    >
      <div className="flex flex-col gap-3">
        <label htmlFor={`${baseId}-input`} className="sr-only">
          {t.inputLabel}
        </label>
        <input
          ref={inputRef}
          id={`${baseId}-input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded ? optionId(activeIndex) : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          placeholder={t.placeholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          className="w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-500 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-400"
        />
        <LanguageFilter name={`${baseId}-language`} value={language} onChange={setLanguage} />
        <SearchStatusLine status={status} count={found.length} query={query} onRetry={retry} />
        <ul
          id={listId}
          ref={listRef}
          role="listbox"
          aria-label={t.resultsLabel}
          className="flex flex-col gap-1"
        >
          {items.map((item, i) => (
            // The options are reached from the field with the arrow keys (combobox
            // pattern); a click or tap opens one too.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={item.url}
              id={optionId(i)}
              role="option"
              aria-selected={i === activeIndex}
              onClick={() => go(item)}
              onMouseMove={() => i !== activeIndex && setActive({ items, index: i })}
              className="cursor-pointer rounded-lg border border-transparent px-3 py-2 aria-selected:border-brand-600 aria-selected:bg-brand-50 dark:aria-selected:border-brand-300 dark:aria-selected:bg-slate-800"
            >
              <SearchResultText item={item} />
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}

/** Title, section and page, and the excerpt of one result. */
export function SearchResultText({ item }: { item: SearchItem }) {
  return (
    <>
      <span className="block font-semibold text-slate-900 dark:text-white">{item.title}</span>
      <span className="block text-xs font-medium text-slate-600 dark:text-slate-400">
        {item.section}
        {item.title !== item.page ? ` · ${item.page}` : null}
      </span>
      <span className="mt-0.5 block text-sm text-slate-700 dark:text-slate-300">
        <Excerpt html={item.excerpt} />
      </span>
    </>
  );
}
