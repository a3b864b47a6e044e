import { SearchPage } from '@/components/search/search-page';
import { pages } from '@/content/routes';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata(pages.search);

export default function Page() {
  return <SearchPage />;
}
