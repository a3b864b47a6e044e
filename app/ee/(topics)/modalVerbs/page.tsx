import { ModalVerbsPage } from '@/components/english/grammar/modal-verbs-page';
import { pages } from '@/content/routes';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata(pages.modalVerbs);

export default function Page() {
  return <ModalVerbsPage />;
}
