import { TipsTrainer } from '@/components/english/tips/tips-trainer';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Phrase tips',
  description: 'Useful English phrases with pronunciation and Spanish translation.',
  path: '/ee/tips',
});

export default function Page() {
  return <TipsTrainer />;
}
