import { PokemonGamePage } from '@/components/games/pokemon/pokemon-game-page';
import { pages } from '@/content/routes';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata(pages.pokemon);

export default function Page() {
  return <PokemonGamePage />;
}
