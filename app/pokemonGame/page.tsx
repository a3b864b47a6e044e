import { PokemonGame } from '@/components/games/pokemon/pokemon-game';
import { PageHeader } from '@/components/ui/page-header';
import { pokemonTexts } from '@/content/games/pokemon';
import { routeInfo } from '@/content/routes';
import { pageMetadata } from '@/lib/seo';

const info = routeInfo('/pokemonGame');

export const metadata = pageMetadata({
  title: info.heading,
  description:
    'Guess the Pokémon from its silhouette, by name or Pokédex number, on three difficulty levels.',
  path: '/pokemonGame',
});

export default function Page() {
  return (
    <>
      <PageHeader heading={info.heading} back={info.back} description={pokemonTexts.description} />
      <PokemonGame />
    </>
  );
}
