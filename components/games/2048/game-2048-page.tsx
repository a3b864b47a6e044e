import { IconProvider } from '@/components/ui/icon-context';
import { arrowIcons } from '@/components/ui/server-icons';
import { PageHeader } from '@/components/ui/page-header';
import { game2048Text } from '@/content/games/2048';
import { pages } from '@/content/routes';
import { Game2048 } from './game-2048';

export function Game2048Page() {
  return (
    <>
      <PageHeader route={pages.game2048} description={game2048Text.description} />
      <IconProvider icons={arrowIcons}>
        <Game2048 />
      </IconProvider>
    </>
  );
}
