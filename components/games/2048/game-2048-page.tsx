import { ArrowDownIcon, ArrowLeftIcon, ArrowRightIcon, ArrowUpIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { game2048Text } from '@/content/games/2048';
import { pages } from '@/content/routes';
import { Game2048 } from './game-2048';

export function Game2048Page() {
  return (
    <>
      <PageHeader route={pages.game2048} description={game2048Text.description} />
      <Game2048
        arrows={{
          up: <ArrowUpIcon aria-hidden="true" />,
          down: <ArrowDownIcon aria-hidden="true" />,
          left: <ArrowLeftIcon aria-hidden="true" />,
          right: <ArrowRightIcon aria-hidden="true" />,
        }}
      />
    </>
  );
}
