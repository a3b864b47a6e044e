import { ComingSoon } from '@/components/ui/coming-soon';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Database course resources',
  description: 'Files and resources of a university database course, unit by unit.',
  path: '/web-bd',
});

export default function Page() {
  return <ComingSoon path="/web-bd" coming="the course units with their files." />;
}
