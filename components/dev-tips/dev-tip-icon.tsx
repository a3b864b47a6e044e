import type { DevTipType } from '@/content/dev-tips';
import { cn } from '@/lib/cn';
import { tipTypeIcons } from '@/components/ui/icons';

/** The icon of a tip type (decorative: the type is also written next to it). */
export function DevTipIcon({ type, className }: { type: DevTipType; className?: string }) {
  const Icon = tipTypeIcons[type];
  return <Icon aria-hidden="true" data-type={type} className={cn('size-5 shrink-0', className)} />;
}
