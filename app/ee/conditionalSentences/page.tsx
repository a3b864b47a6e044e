import { ComingSoon } from '@/components/ui/coming-soon';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Conditional sentences',
  description: 'Zero, first, second and third conditional with examples in English and Spanish.',
  path: '/ee/conditionalSentences',
});

export default function Page() {
  return <ComingSoon path="/ee/conditionalSentences" coming="the four conditionals with examples." />;
}
