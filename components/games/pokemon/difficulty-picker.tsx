import { Button } from '@/components/ui/button';
import { pokemonTexts } from '@/content/games/pokemon';
import { DIFFICULTIES, type Difficulty } from '@/lib/games/pokemon';

export interface DifficultyPickerProps {
  value: Difficulty;
  onChange: (difficulty: Difficulty) => void;
  onRandom: () => void;
}

/** EASY / MEDIUM / HARD (toggle buttons, the chosen one pressed) and the Random button. */
export function DifficultyPicker({ value, onChange, onRandom }: DifficultyPickerProps) {
  return (
    <div className="flex w-full flex-wrap items-center justify-center gap-2">
      <div
        role="group"
        aria-label={pokemonTexts.difficultyLabel}
        className="flex flex-wrap justify-center gap-2"
      >
        {DIFFICULTIES.map((difficulty) => {
          const { label, range } = pokemonTexts.difficulties[difficulty];
          const pressed = difficulty === value;
          return (
            <Button
              key={difficulty}
              variant={pressed ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={pressed}
              onClick={() => onChange(difficulty)}
              className="flex-col gap-0 py-1 leading-tight"
            >
              <span>{label}</span>
              <span className="text-xs font-normal">{range}</span>
            </Button>
          );
        })}
      </div>
      <Button
        variant="ghost"
        size="sm"
        onClick={onRandom}
        title={pokemonTexts.randomHint}
        className="min-h-11"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M14.3 2.3a1 1 0 0 1 1.4 0l2.5 2.5a1 1 0 0 1 0 1.4l-2.5 2.5a1 1 0 0 1-1.4-1.4l.8-.8H14a3 3 0 0 0-2.4 1.2L6.7 14.4A5 5 0 0 1 2.7 16.5H2a1 1 0 1 1 0-2h.7a3 3 0 0 0 2.4-1.2L10 6.6a5 5 0 0 1 4-2.1h1.1l-.8-.8a1 1 0 0 1 0-1.4ZM2 4.5h.7a5 5 0 0 1 4 2.1l.5.6a1 1 0 1 1-1.6 1.2l-.5-.6a3 3 0 0 0-2.4-1.3H2a1 1 0 0 1 0-2Zm12.3 8.2a1 1 0 0 1 1.4 0l2.5 2.5a1 1 0 0 1 0 1.4l-2.5 2.5a1 1 0 0 1-1.4-1.4l.8-.8H14a5 5 0 0 1-4-2.1l-.5-.6a1 1 0 1 1 1.6-1.2l.5.6a3 3 0 0 0 2.4 1.3h1.1l-.8-.8a1 1 0 0 1 0-1.4Z" />
        </svg>
        {pokemonTexts.randomButton}
      </Button>
    </div>
  );
}
