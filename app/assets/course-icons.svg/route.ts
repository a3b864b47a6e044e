import { courseIcons } from '@/components/course/course-icons';
import { iconSprite } from '@/lib/icons/sprite';

/** The course's file icons as one SVG sprite, written into the export at build time. */
export const dynamic = 'force-static';

export function GET() {
  return new Response(iconSprite(courseIcons, 'icon'), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  });
}
