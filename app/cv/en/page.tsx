import { CvPage } from '@/components/cv/cv-page';
import { pages } from '@/content/routes';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata(pages.cvEn);

export default function Page() {
  return <CvPage lang="en" />;
}
