import { memo, useId, useState, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { pokemonTexts } from '@/content/games/pokemon';
import { cn } from '@/lib/cn';
import type { GuessOutcome } from '@/lib/stores/use-pokemon-store';

export interface GuessFormProps {
  canGuess: boolean;
  onGuess: (text: string) => GuessOutcome;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The guess field: Enter or the Guess button submits; an empty guess gets a hint, not a strike. */
export const GuessForm = memo(function GuessForm({ canGuess, onGuess, inputRef }: GuessFormProps) {
  const [value, setValue] = useState('');
  const [empty, setEmpty] = useState(false);
  const inputId = useId();
  const hintId = useId();

  return (
    <form
      noValidate
      className="flex w-full max-w-md flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const outcome = onGuess(value);
        setEmpty(outcome === 'empty');
        if (outcome !== 'empty' && outcome !== 'ignored') setValue('');
        inputRef.current?.focus();
      }}
    >
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        {pokemonTexts.guessLabel}
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={inputId}
          name="guess"
          type="text"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (empty) setEmpty(false);
          }}
          placeholder={pokemonTexts.guessPlaceholder}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="send"
          maxLength={40}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? hintId : undefined}
          className={cn(
            'min-h-11 min-w-0 flex-1 rounded-lg border bg-white px-3 text-base text-slate-900 placeholder:text-slate-500',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
            'dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400',
            empty ? 'border-red-600 dark:border-red-400' : 'border-slate-400 dark:border-slate-500',
          )}
        />
        <Button type="submit" disabled={!canGuess}>
          {pokemonTexts.guessButton}
        </Button>
      </div>
      {empty ? (
        <p id={hintId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {pokemonTexts.emptyGuess}
        </p>
      ) : null}
    </form>
  );
});
