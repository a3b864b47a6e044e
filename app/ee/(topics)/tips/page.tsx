import { TipsPage } from '@/components/english/tips/tips-page';
import { pages } from '@/content/routes';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata(pages.englishTips);

export default function Page() {
  return <TipsPage route={pages.englishTips} />;
}
