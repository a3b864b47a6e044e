import { AntonymsGame } from '@/components/english/antonyms/antonyms-game';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Antonyms',
  description: 'A matching game of English antonyms with Spanish translations.',
  path: '/ee/antonyms',
});

export default function Page() {
  return <AntonymsGame />;
}
