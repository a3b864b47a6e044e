import { ConditionalsPage } from '@/components/english/grammar/conditionals-page';
import { pages } from '@/content/routes';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata(pages.conditionals);

export default function Page() {
  return <ConditionalsPage />;
}
