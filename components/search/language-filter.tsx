import { searchLanguages, searchTexts as t, type SearchLanguage } from '@/content/search';
import { cn } from '@/lib/cn';

const choices: { code: SearchLanguage | ''; label: string }[] = [
  { code: '', label: t.allLanguages },
  ...searchLanguages,
];

/** All / Español / English: narrows results to pages in one language. */
export function LanguageFilter({
  name,
  value,
  onChange,
  className,
}: {
  /** Name of the radio group (unique in the page). */
  name: string;
  value: SearchLanguage | '';
  onChange: (value: SearchLanguage | '') => void;
  className?: string;
}) {
  return (
    <fieldset className={cn('flex flex-wrap items-center gap-2 text-sm', className)}>
      <legend className="float-left mr-1 font-medium text-slate-700 dark:text-slate-300">
        {t.languageLegend}
      </legend>
      {choices.map((choice) => (
        <label
          key={choice.code}
          className="cursor-pointer rounded-full border border-slate-300 px-3 py-1 text-slate-800 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 dark:border-slate-600 dark:text-slate-100 dark:has-checked:border-brand-300 dark:has-checked:bg-brand-300 dark:has-checked:text-slate-950"
        >
          <input
            type="radio"
            name={name}
            value={choice.code}
            checked={value === choice.code}
            onChange={() => onChange(choice.code)}
            className="sr-only"
          />
          <span lang={choice.code || undefined}>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
