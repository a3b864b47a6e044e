import { ComingSoon } from '@/components/ui/coming-soon';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Irregular Verbs',
  description: 'Learn irregular English verbs used in tech and in meetings.',
  path: '/ee/irregularVerbs',
});

export default function Page() {
  return <ComingSoon path="/ee/irregularVerbs" coming="a trainer for irregular verbs in tech and in meetings." />;
}
