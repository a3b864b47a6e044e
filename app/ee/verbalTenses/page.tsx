import { VerbalTensesPage } from '@/components/english/tenses/verbal-tenses-page';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Verbal Tenses',
  description:
    'The twelve English verb tenses for every subject in affirmative, negative and question form, with highlighted verb parts and Spanish translations.',
  path: '/ee/verbalTenses',
});

export default function Page() {
  return <VerbalTensesPage />;
}
