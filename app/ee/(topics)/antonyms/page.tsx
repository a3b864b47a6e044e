import { AntonymsPage } from '@/components/english/antonyms/antonyms-page';
import { pages } from '@/content/routes';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata(pages.antonyms);

export default function Page() {
  return <AntonymsPage route={pages.antonyms} />;
}
