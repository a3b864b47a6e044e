import type { IconType } from 'react-icons';
import { iconParts } from '@/lib/icons/sprite';

/**
 * An icon of the icon set drawn as plain SVG elements, without the set's component (which
 * reads a React context): a server component that static markup can hold. Decorative,
 * like every icon here: the text beside it says what it means.
 */
export function PlainIcon({ icon, className }: { icon: IconType; className?: string }) {
  const { paths, viewBox } = iconParts(icon.name || 'icon', icon);
  return (
    <svg
      viewBox={viewBox}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {paths}
    </svg>
  );
}
