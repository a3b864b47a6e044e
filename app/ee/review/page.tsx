import { ReviewPage } from '@/components/review/review-page';
import { reviewPage } from '@/content/english/review';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: reviewPage.title,
  description: reviewPage.metaDescription,
  path: '/ee/review',
});

export default function Page() {
  return <ReviewPage />;
}
