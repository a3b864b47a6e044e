import { ComingSoon } from '@/components/ui/coming-soon';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: '150 phrasal verbs',
  description: 'A list of 150 phrasal verbs with videos.',
  path: '/ee/phrasalVerbs',
});

export default function Page() {
  return <ComingSoon path="/ee/phrasalVerbs" coming="an article and videos about phrasal verbs." />;
}
