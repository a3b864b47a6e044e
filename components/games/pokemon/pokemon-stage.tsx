import { useImageLoad } from '@/components/ui/use-image-load';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { pokemonTexts, type LoadError } from '@/content/games/pokemon';
import { cn } from '@/lib/cn';
import { displayName, fillTemplate, type Phase, type Pokemon } from '@/lib/games/pokemon';

export const PICTURE_SIZE = 240;

export interface PokemonStageProps {
  phase: Phase;
  pokemon: Pokemon | null;
  round: number;
  error: LoadError | null;
  onRetry: () => void;
  onImageError: (round: number) => void;
}

/**
 * The square where the mystery Pokémon appears: always the same size, so nothing moves
 * while it loads, fails or reveals.
 */
export function PokemonStage({
  phase,
  pokemon,
  round,
  error,
  onRetry,
  onImageError,
}: PokemonStageProps) {
  return (
    <div
      className={cn(
        // On a short wide screen the picture shrinks with the window's height, so the guess
        // field and its message stay in view above the fixed footer.
        'relative flex size-64 shrink-0 items-center justify-center overflow-hidden rounded-2xl p-2 lg:size-[clamp(10rem,calc(100svh-38.5rem),16rem)]',
        // A light sky by day; a muted slate one in the dark theme, still light enough for the
        // black silhouette to read.
        'bg-radial from-amber-50 via-sky-100 to-sky-200 ring-1 ring-sky-200 dark:from-slate-400 dark:via-slate-500 dark:to-slate-600 dark:ring-slate-500',
      )}
    >
      {phase === 'idle' ? (
        <>
          <Spinner label={pokemonTexts.loading} className="noscript:hidden" />
          <noscript>
            <p className="px-4 text-center text-sm text-slate-800">{pokemonTexts.noScript}</p>
          </noscript>
        </>
      ) : null}
      {phase === 'loading' ? <Spinner label={pokemonTexts.loading} /> : null}
      {phase === 'error' ? (
        <div className="flex flex-col items-center gap-3 px-3 text-center">
          <p
            role="alert"
            className="rounded-lg bg-white/90 px-3 py-2 text-sm font-medium text-slate-900"
          >
            {error ? pokemonTexts.errors[error] : pokemonTexts.errors.network}
          </p>
          <Button onClick={onRetry}>{pokemonTexts.retry}</Button>
        </div>
      ) : null}
      {pokemon && (phase === 'guessing' || phase === 'revealed') ? (
        <PokemonPicture
          key={round}
          pokemon={pokemon}
          revealed={phase === 'revealed'}
          onError={() => onImageError(round)}
        />
      ) : null}
    </div>
  );
}

interface PokemonPictureProps {
  pokemon: Pokemon;
  revealed: boolean;
  onError: () => void;
}

function PokemonPicture({ pokemon, revealed, onError }: PokemonPictureProps) {
  const { status, ref, onLoad, onError: imageFailed } = useImageLoad(pokemon.image);
  const loaded = status === 'loaded';
  const alt = revealed
    ? fillTemplate(pokemonTexts.revealedAlt, { name: displayName(pokemon.name), id: pokemon.id })
    : pokemonTexts.silhouetteAlt;
  return (
    <>
      {loaded ? null : <Spinner label={pokemonTexts.loadingPicture} className="absolute inset-0" />}
      {/* eslint-disable-next-line @next/next/no-img-element -- remote artwork named by the API at run time */}
      <img
        ref={ref}
        src={pokemon.image}
        alt={alt}
        width={PICTURE_SIZE}
        height={PICTURE_SIZE}
        draggable={false}
        decoding="async"
        referrerPolicy="no-referrer"
        onLoad={onLoad}
        onError={() => {
          imageFailed();
          onError();
        }}
        className={cn(
          'size-full object-contain select-none',
          'transition-[filter,opacity] duration-500 motion-reduce:transition-none',
          revealed ? 'brightness-100' : 'brightness-0',
          loaded ? 'opacity-100' : 'opacity-0',
        )}
      />
    </>
  );
}
