import { ReviewPage } from '@/components/review/review-page';
import { pages } from '@/content/routes';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata(pages.review);

export default function Page() {
  return <ReviewPage route={pages.review} />;
}
