import { ComingSoon } from '@/components/ui/coming-soon';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Antonyms',
  description: 'A matching game of English antonyms with Spanish translations.',
  path: '/ee/antonyms',
});

export default function Page() {
  return <ComingSoon path="/ee/antonyms" coming="a matching game of English antonyms." />;
}
