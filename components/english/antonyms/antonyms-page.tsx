import { antonymPairs } from '@/content/english/antonyms';
import type { RouteInfo } from '@/content/routes';
import { firstRound } from '@/lib/english/antonyms';
import { AntonymsGame } from './antonyms-game';

/** /ee/antonyms: the game, with its fixed first round drawn here, on the server. */
export function AntonymsPage({ route }: { route: RouteInfo }) {
  return <AntonymsGame route={route} first={firstRound(antonymPairs)} />;
}
