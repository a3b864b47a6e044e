import { HomePage } from '@/components/home/home-page';
import { pages } from '@/content/routes';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata(pages.home);

export default function Page() {
  return <HomePage />;
}
