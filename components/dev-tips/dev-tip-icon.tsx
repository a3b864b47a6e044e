import type { DevTipType } from '@/content/dev-tips';
import { cn } from '@/lib/cn';
import { Icon, type IconName } from '@/components/ui/icon-context';

/** Drawn by the server (`devTipIcons`, provided by the dev tips page). */
const icons: Record<DevTipType, IconName> = { VIDEO: 'tipVideo', IMG: 'tipImage', TEXT: 'tipText' };

/** The icon of a tip type (decorative: the type is also written next to it). */
export function DevTipIcon({ type, className }: { type: DevTipType; className?: string }) {
  return <Icon name={icons[type]} data-type={type} className={cn('size-5', className)} />;
}
