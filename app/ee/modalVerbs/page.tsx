import { ComingSoon } from '@/components/ui/coming-soon';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Modal verbs',
  description: 'English modal verbs by usage, with examples in English and Spanish.',
  path: '/ee/modalVerbs',
});

export default function Page() {
  return <ComingSoon path="/ee/modalVerbs" coming="modal verbs grouped by usage." />;
}
