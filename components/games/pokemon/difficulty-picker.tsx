import { Button } from '@/components/ui/button';
import { pokemonTexts } from '@/content/games/pokemon';
import { DIFFICULTIES, type Difficulty } from '@/lib/games/pokemon';
import { FaShuffle } from 'react-icons/fa6';

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
        <FaShuffle aria-hidden="true" className="size-4" />
        {pokemonTexts.randomButton}
      </Button>
    </div>
  );
}
