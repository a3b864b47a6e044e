import { TipsTrainer } from '@/components/english/tips/tips-trainer';
import { pages } from '@/content/routes';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata(pages.englishTips);

export default function Page() {
  return <TipsTrainer route={pages.englishTips} />;
}
