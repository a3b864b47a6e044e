import { AntonymsGame } from '@/components/english/antonyms/antonyms-game';
import { pages } from '@/content/routes';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata(pages.antonyms);

export default function Page() {
  return <AntonymsGame route={pages.antonyms} />;
}
