import { Game2048 } from '@/components/games/2048/game-2048';
import { PageHeader } from '@/components/ui/page-header';
import { game2048Text } from '@/content/games/2048';
import { routeInfo } from '@/content/routes';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: '2048',
  description: 'Play 2048: slide and merge the tiles to reach 2048.',
  path: '/2048',
});

const route = routeInfo('/2048');

export default function Page() {
  return (
    <>
      <PageHeader
        heading={route.heading}
        back={route.back}
        description={game2048Text.description}
      />
      <Game2048 />
    </>
  );
}
