import { DevTipsPage } from '@/components/dev-tips/dev-tips-page';
import { pages } from '@/content/routes';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata(pages.devTips);

export default function Page() {
  return <DevTipsPage />;
}
