import { ConditionalsPage } from '@/components/english/grammar/conditionals-page';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Conditional sentences',
  description:
    'Zero, first, second, third and mixed conditionals: when to use them, their structure and examples in English and Spanish.',
  path: '/ee/conditionalSentences',
});

export default function Page() {
  return <ConditionalsPage />;
}
