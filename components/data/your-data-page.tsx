import { PageHeader } from '@/components/ui/page-header';
import { dataTransferTexts as t } from '@/content/data-transfer';
import { pages } from '@/content/routes';
import { DataTransfer } from './data-transfer';

const sectionHeading = 'text-xl font-semibold text-slate-900 dark:text-white';

/** What the site keeps in this browser, and the control that saves or moves it. */
export function YourDataPage() {
  return (
    <>
      <PageHeader route={pages.yourData} description={t.pageIntro} />
      <div className="flex max-w-3xl flex-col gap-8">
        <section aria-labelledby="kept-heading">
          <h2 id="kept-heading" className={sectionHeading}>
            {t.keptHeading}
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
            {t.kept.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="data-heading"
          className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
        >
          <h2 id="data-heading" className={sectionHeading}>
            {t.heading}
          </h2>
          <p className="mt-1 mb-4 max-w-prose text-slate-700 dark:text-slate-300">{t.intro}</p>
          <noscript>
            <p className="mb-4 font-medium text-slate-800 dark:text-slate-200">{t.noScript}</p>
          </noscript>
          <DataTransfer />
        </section>
      </div>
    </>
  );
}
