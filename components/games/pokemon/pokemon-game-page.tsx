import { IconProvider } from '@/components/ui/icon-context';
import { PageHeader } from '@/components/ui/page-header';
import { pokemonIcons } from '@/components/ui/server-icons';
import { pokemonTexts } from '@/content/games/pokemon';
import { pages } from '@/content/routes';
import { site } from '@/content/site';
import { PokemonGame } from './pokemon-game';

export function PokemonGamePage() {
  return (
    <>
      <PageHeader route={pages.pokemon} description={pokemonTexts.description} />
      <IconProvider icons={pokemonIcons}>
        <PokemonGame apiHost={site.pokeApiHost} />
      </IconProvider>
    </>
  );
}
