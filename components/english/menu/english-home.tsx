import { PageHeader } from '@/components/ui/page-header';
import { englishHome } from '@/content/english/menu';
import { pages } from '@/content/routes';

/** The welcome text of /ee, shown below the menu. */
export function EnglishHome() {
  return (
    <PageHeader route={pages.english} description={englishHome.intro}>
      <p lang="es" className="max-w-prose text-slate-600 dark:text-slate-400">
        {englishHome.introEs}
      </p>
      <p className="max-w-prose font-medium text-slate-800 dark:text-slate-200">
        {englishHome.hint}{' '}
        <span lang="es" className="font-normal text-slate-600 dark:text-slate-400">
          {englishHome.hintEs}
        </span>
      </p>
    </PageHeader>
  );
}
