import { GrammarSection } from '@/components/english/grammar/grammar-section';
import { phrases } from '@/content/english/phrases';
import { tipsLabels as t } from '@/content/english/tips';
import { phraseAnchor } from '@/lib/search/anchors';

/**
 * Every phrase with its Spanish, below the trainer: each one has its own anchor, so a
 * link or a search result lands on the phrase (data-pagefind-title names the result).
 */
export function PhraseList() {
  return (
    <GrammarSection id="all-phrases" title={t.allPhrases(phrases.length)} className="mt-12">
      <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {phrases.map((phrase) => (
          <li
            key={phrase.english}
            id={phraseAnchor(phrase.english)}
            data-pagefind-title={phrase.english}
            className="rounded-lg border border-slate-200 bg-white px-3 py-2 shadow-sm dark:border-slate-700 dark:bg-slate-900 destination:border-brand-600 destination:ring-2 destination:ring-brand-500"
          >
            <p className="font-semibold text-slate-900 dark:text-white">{phrase.english}</p>
            <p lang="es" className="text-sm text-slate-600 dark:text-slate-400">
              {phrase.spanish}
            </p>
          </li>
        ))}
      </ol>
    </GrammarSection>
  );
}
