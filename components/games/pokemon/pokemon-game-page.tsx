import { PageHeader } from '@/components/ui/page-header';
import { pokemonTexts } from '@/content/games/pokemon';
import { pages } from '@/content/routes';
import { site } from '@/content/site';
import { PokemonGame } from './pokemon-game';
import { pokemonIcons } from './pokemon-icons';

export function PokemonGamePage() {
  return (
    <>
      <PageHeader route={pages.pokemon} description={pokemonTexts.description} />
      <PokemonGame apiHost={site.pokeApiHost} icons={pokemonIcons} />
    </>
  );
}
