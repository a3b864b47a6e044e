import { memo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ToggleGroup } from '@/components/ui/toggle-group';
import { DIFFICULTIES, pokemonTexts, type Difficulty } from '@/content/games/pokemon';

export interface DifficultyPickerProps {
  value: Difficulty;
  onChange: (difficulty: Difficulty) => void;
  onRandom: () => void;
  shuffleIcon: ReactNode;
}

/** EASY / MEDIUM / HARD (toggle buttons, the chosen one pressed) and the Random button. */
export const DifficultyPicker = memo(function DifficultyPicker({
  value,
  onChange,
  onRandom,
  shuffleIcon,
}: DifficultyPickerProps) {
  return (
    <div className="flex w-full flex-wrap items-center justify-center gap-2">
      <ToggleGroup
        label={pokemonTexts.difficultyLabel}
        options={DIFFICULTIES}
        value={value}
        onChange={onChange}
        size="sm"
        className="justify-center"
        buttonClassName="flex-col gap-0 py-1 leading-tight"
        renderOption={(difficulty) => (
          <>
            <span>{pokemonTexts.difficulties[difficulty].label}</span>
            <span className="text-xs font-normal">
              {pokemonTexts.difficulties[difficulty].range}
            </span>
          </>
        )}
      />
      <Button
        variant="ghost"
        size="sm"
        onClick={onRandom}
        title={pokemonTexts.randomHint}
        className="min-h-11"
      >
        {shuffleIcon}
        {pokemonTexts.randomButton}
      </Button>
    </div>
  );
});
