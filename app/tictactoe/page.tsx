import { TicTacToe } from '@/components/games/tic-tac-toe/tic-tac-toe';
import { PageHeader } from '@/components/ui/page-header';
import { ticTacToeText } from '@/content/games/tic-tac-toe';
import { routeInfo } from '@/content/routes';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Tic-tac-toe',
  description: 'Play tic-tac-toe on 3x3, 4x4 and 5x5 boards, against a friend or the computer.',
  path: '/tictactoe',
});

const route = routeInfo('/tictactoe');

export default function Page() {
  return (
    <>
      <PageHeader
        heading={route.heading}
        back={route.back}
        description={ticTacToeText.description}
      />
      <TicTacToe />
    </>
  );
}
