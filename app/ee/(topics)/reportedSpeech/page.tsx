import { ReportedSpeechPage } from '@/components/english/grammar/reported-speech-page';
import { pages } from '@/content/routes';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata(pages.reportedSpeech);

export default function Page() {
  return <ReportedSpeechPage />;
}
