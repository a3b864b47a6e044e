import { RestartIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { ticTacToeText } from '@/content/games/tic-tac-toe';
import { pages } from '@/content/routes';
import { TicTacToe } from './tic-tac-toe';

export function TicTacToePage() {
  return (
    <>
      <PageHeader route={pages.ticTacToe} description={ticTacToeText.description} />
      <TicTacToe restartIcon={<RestartIcon aria-hidden="true" />} />
    </>
  );
}
