import { IrregularVerbsTrainer } from '@/components/english/irregular-verbs/irregular-verbs-trainer';
import { pages } from '@/content/routes';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata(pages.irregularVerbs);

export default function Page() {
  return <IrregularVerbsTrainer route={pages.irregularVerbs} />;
}
