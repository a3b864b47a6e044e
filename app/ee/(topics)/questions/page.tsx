import { QuestionsPage } from '@/components/english/grammar/questions-page';
import { pages } from '@/content/routes';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata(pages.questions);

export default function Page() {
  return <QuestionsPage />;
}
