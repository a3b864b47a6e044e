import { shellIcons } from '@/components/ui/shell-icons';
import { iconSprite } from '@/lib/icons/sprite';

/** The shell's icons (header, footer, Back, close) as one SVG sprite, written at build time. */
export const dynamic = 'force-static';

export function GET() {
  return new Response(iconSprite(shellIcons, 'icon'), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  });
}
