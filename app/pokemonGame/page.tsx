import { ComingSoon } from '@/components/ui/coming-soon';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: "Who's that Pokémon?",
  description: 'Guess the Pokémon from its silhouette.',
  path: '/pokemonGame',
});

export default function Page() {
  return <ComingSoon path="/pokemonGame" coming="the Pokémon guessing game with three difficulty levels." />;
}
