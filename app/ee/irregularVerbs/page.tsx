import { IrregularVerbsTrainer } from '@/components/english/irregular-verbs/irregular-verbs-trainer';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Irregular Verbs',
  description: 'Learn irregular English verbs used in tech and in meetings.',
  path: '/ee/irregularVerbs',
});

export default function Page() {
  return <IrregularVerbsTrainer />;
}
