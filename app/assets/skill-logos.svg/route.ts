import { skillIcons } from '@/components/cv/skill-icons';
import { iconSprite } from '@/lib/icons/sprite';

/** The CV's skill logos as one SVG sprite, written into the export at build time. */
export const dynamic = 'force-static';

export function GET() {
  return new Response(iconSprite(skillIcons), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  });
}
