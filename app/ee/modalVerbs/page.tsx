import { ModalVerbsPage } from '@/components/english/grammar/modal-verbs-page';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Modal verbs',
  description:
    'English modal verbs by usage (permission, favor, ability, obligation, possibility, suggestions, logical conclusion) with examples in English and Spanish.',
  path: '/ee/modalVerbs',
});

export default function Page() {
  return <ModalVerbsPage />;
}
