import { EnglishHome } from '@/components/english/menu/english-home';
import { pages } from '@/content/routes';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata(pages.english);

export default function Page() {
  return <EnglishHome />;
}
