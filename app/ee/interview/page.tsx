import { ComingSoon } from '@/components/ui/coming-soon';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Interview',
  description: 'Practise a job interview in English.',
  path: '/ee/interview',
});

export default function Page() {
  return <ComingSoon path="/ee/interview" coming="an interview practice page." />;
}
