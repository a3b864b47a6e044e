import { buttonStyles } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { revealLabels as t } from '@/content/english/reveal';
import { cn } from '@/lib/cn';
import type { Reveal } from './use-reveal';

/**
 * Show answer / Hide answer: as wide as the longer label, so the buttons beside it never
 * move. Absent when every answer shows at once.
 */
export function RevealButton({ reveal, disabled }: { reveal: Reveal; disabled?: boolean }) {
  if (reveal.showAll) return null;
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={reveal.toggle}
      // Not shown without JavaScript, nor before the stored show-all setting is read when
      // it is on: the answers are there already.
      className={cn(buttonStyles('secondary', 'md'), 'min-w-32 noscript:hidden show-all:hidden')}
    >
      {reveal.revealed ? t.hide : t.show}
    </button>
  );
}

/** The setting: every answer shows at once, no Show step (remembered on this device). */
export function ShowAllSwitch({ reveal, className }: { reveal: Reveal; className?: string }) {
  return (
    <Switch
      checked={reveal.showAll}
      onChange={reveal.setShowAll}
      className={cn('noscript:hidden', className)}
    >
      {t.showAll}
    </Switch>
  );
}

/** The classes of an answer: hidden (from sight and from screen readers) until shown. */
export function answerClass(revealed: boolean): string | undefined {
  // visibility keeps the answer's room, so showing it moves nothing; without JavaScript,
  // and with the stored show-all setting before it is read, the answer is in plain sight.
  return revealed ? undefined : 'invisible noscript:visible show-all:visible';
}
