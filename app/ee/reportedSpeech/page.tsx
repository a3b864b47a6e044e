import { ComingSoon } from '@/components/ui/coming-soon';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Reported speech',
  description: 'Reported speech in English: tense shifts, questions and reporting verbs.',
  path: '/ee/reportedSpeech',
});

export default function Page() {
  return <ComingSoon path="/ee/reportedSpeech" coming="tense shifts, reported questions and reporting verbs." />;
}
