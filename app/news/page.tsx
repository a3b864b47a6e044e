import { ComingSoon } from '@/components/ui/coming-soon';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Rate the news',
  description: 'Rate news from two sources and random images.',
  path: '/news',
});

export default function Page() {
  return <ComingSoon path="/news" coming="news cards from two sources and random images to rate." />;
}
