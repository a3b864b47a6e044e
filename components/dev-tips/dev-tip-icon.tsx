import type { IconType } from 'react-icons';
import { FaFileLines, FaImage, FaVideo } from 'react-icons/fa6';
import type { DevTipType } from '@/content/dev-tips';
import { cn } from '@/lib/cn';
import { PlainIcon } from '@/components/ui/plain-icon';

const icons: Record<DevTipType, IconType> = { VIDEO: FaVideo, IMG: FaImage, TEXT: FaFileLines };

/**
 * The icon of a tip type (decorative: the type is also written next to it), drawn by the
 * server as plain SVG, so a card's texts and icon are one piece of static markup.
 */
export function DevTipIcon({ type, className }: { type: DevTipType; className?: string }) {
  return (
    <span data-type={type} className={cn('inline-flex size-5 shrink-0 *:size-full', className)}>
      <PlainIcon icon={icons[type]} />
    </span>
  );
}
