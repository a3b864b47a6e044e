import { LinktreePage } from '@/components/linktree/linktree-page';
import { pages } from '@/content/routes';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata(pages.linktree);

export default function Page() {
  return <LinktreePage />;
}
