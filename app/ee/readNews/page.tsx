import { ReadNewsPage } from '@/components/news/read-news-page';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Read News',
  description: 'Read the top headlines in English, one article at a time.',
  path: '/ee/readNews',
});

export default function Page() {
  return <ReadNewsPage />;
}
