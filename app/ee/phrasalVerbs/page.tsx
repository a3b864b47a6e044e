import { PhrasalVerbsPage } from '@/components/english/grammar/phrasal-verbs-page';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: '150 phrasal verbs',
  description:
    '150 common English phrasal verbs with their Spanish meaning and an example, plus an article and videos.',
  path: '/ee/phrasalVerbs',
});

export default function Page() {
  return <PhrasalVerbsPage />;
}
