import { CoursePage } from '@/components/course/course-page';
import { pages } from '@/content/routes';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata(pages.course);

export default function Page() {
  return <CoursePage />;
}
