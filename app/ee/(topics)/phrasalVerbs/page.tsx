import { PhrasalVerbsPage } from '@/components/english/grammar/phrasal-verbs-page';
import { pages } from '@/content/routes';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata(pages.phrasalVerbs);

export default function Page() {
  return <PhrasalVerbsPage />;
}
