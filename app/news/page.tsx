import { NewsPage } from '@/components/news/news-page';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Rate the news',
  description: 'Rate news from two sources and random images.',
  path: '/news',
});

export default function Page() {
  return <NewsPage />;
}
