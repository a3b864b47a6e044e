import { IrregularVerbsPage } from '@/components/english/irregular-verbs/irregular-verbs-page';
import { pages } from '@/content/routes';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata(pages.irregularVerbs);

export default function Page() {
  return <IrregularVerbsPage route={pages.irregularVerbs} />;
}
