import { InterviewPage } from '@/components/english/grammar/interview-page';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Interview',
  description: 'Prepare for a job interview in English: how interviews work and what to expect.',
  path: '/ee/interview',
});

export default function Page() {
  return <InterviewPage />;
}
