import { menuIcons } from '@/components/english/menu/topic-icons';
import { iconSprite } from '@/lib/icons/sprite';

/** The English topics' icons as one SVG sprite, written into the export at build time. */
export const dynamic = 'force-static';

export function GET() {
  return new Response(iconSprite(menuIcons, 'icon'), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  });
}
