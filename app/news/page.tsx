import { NewsPage } from '@/components/news/news-page';
import { pages } from '@/content/routes';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata(pages.news);

export default function Page() {
  return <NewsPage />;
}
