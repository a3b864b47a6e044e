import { PageHeader } from '@/components/ui/page-header';
import { linktree } from '@/content/linktree';
import { pages } from '@/content/routes';

export function LinktreePage() {
  return (
    <PageHeader route={pages.linktree}>
      <p className="text-lg font-semibold text-slate-700 dark:text-slate-300">{linktree.text}</p>
    </PageHeader>
  );
}
