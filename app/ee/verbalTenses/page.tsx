import { ComingSoon } from '@/components/ui/coming-soon';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Verbal Tenses',
  description: 'The twelve English verb tenses with examples and Spanish translations.',
  path: '/ee/verbalTenses',
});

export default function Page() {
  return <ComingSoon path="/ee/verbalTenses" coming="the twelve tenses for every subject and form, translated." />;
}
