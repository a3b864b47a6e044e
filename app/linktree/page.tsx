import { PageHeader } from '@/components/ui/page-header';
import { linktree } from '@/content/linktree';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Link tree',
  description: 'Links of a software engineering manager. Work in progress.',
  path: '/linktree',
});

export default function Page() {
  return (
    <PageHeader heading={linktree.heading} back="/helloworld">
      <p className="text-lg font-semibold text-slate-700 dark:text-slate-300">{linktree.text}</p>
    </PageHeader>
  );
}
