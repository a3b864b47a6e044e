import { ComingSoon } from '@/components/ui/coming-soon';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Dev Tips',
  description: 'A library of short videos about software engineering fundamentals.',
  path: '/dev-tips',
});

export default function Page() {
  return <ComingSoon path="/dev-tips" coming="twelve videos about software fundamentals." />;
}
