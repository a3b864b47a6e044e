import { TicTacToePage } from '@/components/games/tic-tac-toe/tic-tac-toe-page';
import { pages } from '@/content/routes';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata(pages.ticTacToe);

export default function Page() {
  return <TicTacToePage />;
}
