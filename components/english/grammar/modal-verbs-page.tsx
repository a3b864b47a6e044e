import { Card } from '@/components/ui/card';
import { EnglishPageHeader } from '@/components/english/help/english-page-header';
import { HelpText } from '@/components/english/help/help-text';
import { modalGroups, modalVerbsIntro } from '@/content/english/modal-verbs';
import { pages } from '@/content/routes';
import { Spanish } from './spanish';

const route = pages.modalVerbs;

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** Modal verbs: the intro, three rules and one card per usage group. */
export function ModalVerbsPage() {
  return (
    <>
      <EnglishPageHeader route={route} intro={modalVerbsIntro}>
        <Card className="max-w-prose p-4">
          <p className="font-semibold text-slate-900 dark:text-white">
            {modalVerbsIntro.rulesHeading}
          </p>
          <ol className="mt-2 flex list-decimal flex-col gap-2 pl-5">
            {modalVerbsIntro.rules.map((rule) => (
              <li key={rule.en} className="text-slate-800 dark:text-slate-200">
                <HelpText as="span" en={rule.en} es={rule.es} />
              </li>
            ))}
          </ol>
        </Card>
      </EnglishPageHeader>
      <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
        {modalGroups.map((group) => {
          const headingId = `modal-${slug(group.type)}`;
          return (
            <Card key={group.type} className="p-5">
              <section aria-labelledby={headingId}>
                <h2 id={headingId} className="text-xl font-bold text-slate-900 dark:text-white">
                  {group.type}{' '}
                  <span
                    lang="es"
                    className="ml-0.5 text-sm font-medium text-slate-600 dark:text-slate-400"
                  >
                    {group.typeEs}
                  </span>
                </h2>
                <ul className="mt-3 flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
                  {group.options.map((option) => (
                    <li
                      key={`${option.modal}|${option.example}`}
                      className="flex flex-col gap-1 py-3"
                    >
                      <span className="self-start rounded-md bg-brand-100 px-2 py-0.5 text-sm font-bold text-brand-900 dark:bg-brand-900 dark:text-brand-100">
                        {option.modal}
                      </span>
                      <p className="text-slate-900 dark:text-white">{option.example}</p>
                      <Spanish className="text-sm">{option.exampleEs}</Spanish>
                    </li>
                  ))}
                </ul>
              </section>
            </Card>
          );
        })}
      </div>
    </>
  );
}
