'use client';

import { useSyncExternalStore } from 'react';
import { PageLink } from '@/components/ui/page-link';
import { searchLanguages, searchTexts as t, type SearchLanguage } from '@/content/search';
import { searchListing } from '@/lib/search/results';
import { Excerpt } from './excerpt';
import { LanguageFilter } from './language-filter';
import { SearchStatusLine } from './search-status';
import { useSiteSearch } from './use-site-search';

/** Fired after the panel rewrites the address, so the store reads it again. */
const ADDRESS_CHANGED = 'search-address-changed';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(ADDRESS_CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(ADDRESS_CHANGED, onChange);
  };
}

const readAddress = () => window.location.search;
const noAddress = () => '';

function languageOf(value: string | null): SearchLanguage | '' {
  return searchLanguages.find((l) => l.code === value)?.code ?? '';
}

/** Writes the query and filter into the address (replacing it), so it can be shared. */
function writeAddress(query: string, language: SearchLanguage | '') {
  const url = new URL(window.location.href);
  url.search = '';
  if (query) url.searchParams.set('q', query);
  if (language) url.searchParams.set('lang', language);
  window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new Event(ADDRESS_CHANGED));
}

/**
 * The search form and results of /search. The address holds the query (`q`) and the
 * language filter (`lang`): it is the state, so every search has a link to share.
 */
export function SearchPanel() {
  const address = useSyncExternalStore(subscribe, readAddress, noAddress);
  const params = new URLSearchParams(address);
  const query = params.get('q') ?? '';
  const language = languageOf(params.get('lang'));
  const { status, items, retry } = useSiteSearch(query, language, searchListing);

  return (
    <div className="flex flex-col gap-4 noscript:hidden">
      <form
        role="search"
        onSubmit={(event) => event.preventDefault()}
        className="flex flex-col gap-3"
      >
        <label
          htmlFor="search-page-input"
          className="font-medium text-slate-800 dark:text-slate-200"
        >
          {t.inputLabel}
        </label>
        <input
          id="search-page-input"
          type="search"
          name="q"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={t.placeholder}
          value={query}
          onChange={(event) => writeAddress(event.target.value, language)}
          className="w-full max-w-xl rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-500 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-400"
        />
        <LanguageFilter
          name="search-page-language"
          value={language}
          onChange={(value) => writeAddress(query, value)}
        />
      </form>
      <SearchStatusLine status={status} count={items.length} query={query} onRetry={retry} />
      {items.length ? (
        <ol aria-label={t.resultsLabel} className="flex flex-col gap-4">
          {items.map((item) => (
            <li key={item.url} className="max-w-prose">
              <PageLink
                href={item.url}
                className="text-lg font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-brand-300"
              >
                {item.title}
              </PageLink>
              <p className="text-xs font-medium text-slate-600 dark:text-slate-400">
                {item.section}
                {item.title !== item.page ? ` · ${item.page}` : null}
              </p>
              <p className="mt-0.5 text-sm text-slate-700 dark:text-slate-300">
                <Excerpt html={item.excerpt} />
              </p>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
