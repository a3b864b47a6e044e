import { ComingSoon } from '@/components/ui/coming-soon';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Tic-tac-toe',
  description: 'Play tic-tac-toe on 3x3, 4x4 and 5x5 boards.',
  path: '/tictactoe',
});

export default function Page() {
  return <ComingSoon path="/tictactoe" coming="the tic-tac-toe game on three board sizes." />;
}
