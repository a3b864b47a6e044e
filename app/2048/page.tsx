import { ComingSoon } from '@/components/ui/coming-soon';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: '2048',
  description: 'Play 2048: slide and merge the tiles to reach 2048.',
  path: '/2048',
});

export default function Page() {
  return <ComingSoon path="/2048" coming="the 2048 game with undo, keyboard and touch controls." />;
}
