import { ReportedSpeechPage } from '@/components/english/grammar/reported-speech-page';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Reported speech',
  description:
    'Reported speech in English for Spanish speakers: tense shifts, reported questions, time words and 40 reporting verbs with examples.',
  path: '/ee/reportedSpeech',
});

export default function Page() {
  return <ReportedSpeechPage />;
}
