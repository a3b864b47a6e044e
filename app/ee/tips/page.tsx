import { ComingSoon } from '@/components/ui/coming-soon';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Phrase tips',
  description: 'Useful English phrases with pronunciation and Spanish translation.',
  path: '/ee/tips',
});

export default function Page() {
  return <ComingSoon path="/ee/tips" coming="useful phrases with pronunciation and translation." />;
}
