import { legend, tensesPage } from '@/content/english/tense-texts';
import { partClassName } from './highlighted-sentence';

/** What each highlight of the table means. */
export function TenseLegend() {
  return (
    <section aria-labelledby="tense-legend-heading" className="flex flex-col gap-2">
      <h2
        id="tense-legend-heading"
        className="text-sm font-semibold text-slate-800 dark:text-slate-200"
      >
        {tensesPage.legendHeading}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {legend.map((item) => (
          <li
            key={item.kind}
            className="rounded-lg border border-slate-200 bg-white px-3 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
          >
            <span className={partClassName(item.kind)}>{item.label}</span>
            <span className="text-slate-700 dark:text-slate-300">: {item.example}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
