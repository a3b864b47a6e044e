import { Disclosure } from '@/components/ui/disclosure';
import { ExternalLink } from '@/components/ui/external-link';
import { PageHeader } from '@/components/ui/page-header';
import { ExternalIcon, FileIcon } from '@/components/ui/icons';
import { courseTexts, courseUnits, type CourseUnit } from '@/content/course';
import { pages } from '@/content/routes';
import { courseDateToIso } from '@/lib/course/dates';

function UnitFiles({ unit }: { unit: CourseUnit }) {
  return (
    <ul className="flex flex-col divide-y divide-slate-200 px-3 pb-3 dark:divide-slate-700">
      {unit.files.map((file) => (
        <li
          key={file.url}
          className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
        >
          <ExternalLink
            href={file.url}
            newTabNote="es"
            className="group inline-flex items-start gap-2 rounded font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-brand-300"
          >
            <FileIcon aria-hidden="true" className="mt-1 size-4 shrink-0" />
            <span className="[overflow-wrap:anywhere]">{file.name}</span>
            <ExternalIcon aria-hidden="true" className="mt-1.5 size-3 shrink-0" />
          </ExternalLink>
          <p className="shrink-0 pl-6 text-sm text-slate-600 sm:pl-0 dark:text-slate-300">
            {courseTexts.updated} <time dateTime={courseDateToIso(file.date)}>{file.date}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** /web-bd: the units of the database course, each a collapsible list of files. */
export function CoursePage() {
  const route = pages.course;
  return (
    <div lang="es">
      <PageHeader route={route} description={courseTexts.intro} />
      <ul className="flex flex-col gap-3">
        {courseUnits.map((unit) => (
          <li
            key={unit.name}
            className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900"
          >
            <Disclosure
              headingLevel={2}
              summaryClassName="px-3 py-3"
              title={
                <span className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:gap-3">
                  <span className="text-lg text-slate-900 dark:text-white">{unit.name}</span>
                  <span className="text-sm font-normal text-slate-600 dark:text-slate-300">
                    {courseTexts.fileCount(unit.files.length)}
                  </span>
                </span>
              }
            >
              <UnitFiles unit={unit} />
            </Disclosure>
          </li>
        ))}
      </ul>
    </div>
  );
}
