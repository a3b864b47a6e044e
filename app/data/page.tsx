import { YourDataPage } from '@/components/data/your-data-page';
import { pages } from '@/content/routes';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata(pages.yourData);

export default function Page() {
  return <YourDataPage />;
}
