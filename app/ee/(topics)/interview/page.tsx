import { InterviewPage } from '@/components/english/grammar/interview-page';
import { pages } from '@/content/routes';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata(pages.interview);

export default function Page() {
  return <InterviewPage />;
}
