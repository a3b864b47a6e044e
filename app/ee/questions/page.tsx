import { ComingSoon } from '@/components/ui/coming-soon';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Questions',
  description: 'H-questions, Wh-questions and yes/no questions in English.',
  path: '/ee/questions',
});

export default function Page() {
  return <ComingSoon path="/ee/questions" coming="the kinds of English questions with examples." />;
}
