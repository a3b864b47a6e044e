import { VerbalTensesPage } from '@/components/english/tenses/verbal-tenses-page';
import { pages } from '@/content/routes';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata(pages.verbalTenses);

export default function Page() {
  return <VerbalTensesPage />;
}
