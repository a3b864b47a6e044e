import type { IconType } from 'react-icons';
import { FaFileLines, FaImage, FaVideo } from 'react-icons/fa6';
import type { DevTipType } from '@/content/dev-tips';
import { cn } from '@/lib/cn';

const icons: Record<DevTipType, IconType> = { VIDEO: FaVideo, IMG: FaImage, TEXT: FaFileLines };

/** The icon of a tip type (decorative: the type is also written next to it). */
export function DevTipIcon({ type, className }: { type: DevTipType; className?: string }) {
  const Icon = icons[type];
  return <Icon aria-hidden="true" data-type={type} className={cn('size-5 shrink-0', className)} />;
}
