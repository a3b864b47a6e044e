import { SpriteIcon } from './sprite-icon';

/** Where the build writes the sprite of the shell's icons (shell-icons.ts). */
export const SHELL_SPRITE_PATH = '/assets/shell-icons.svg';

export type ShellIconName =
  | 'back'
  | 'close'
  | 'data'
  | 'email'
  | 'github'
  | 'home'
  | 'linkedin'
  | 'menu'
  | 'moon'
  | 'search'
  | 'sitemap'
  | 'sun'
  | 'x';

/**
 * One of the shell's icons (shell-icons.ts), drawn from their sprite and hidden from
 * assistive technology: the control that shows it carries the name. It draws no icon set
 * code, so client components can use it too.
 */
export function ShellIcon({ name, className }: { name: ShellIconName; className: string }) {
  return <SpriteIcon sprite={SHELL_SPRITE_PATH} id={name} className={className} />;
}
