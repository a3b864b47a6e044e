import { Game2048Page } from '@/components/games/2048/game-2048-page';
import { pages } from '@/content/routes';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata(pages.game2048);

export default function Page() {
  return <Game2048Page />;
}
