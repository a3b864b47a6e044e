import { ReadNewsPage } from '@/components/news/read-news-page';
import { pages } from '@/content/routes';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata(pages.readNews);

export default function Page() {
  return <ReadNewsPage />;
}
