import { ComingSoon } from '@/components/ui/coming-soon';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Read News',
  description: 'Read the top headlines in English, one article at a time.',
  path: '/ee/readNews',
});

export default function Page() {
  return <ComingSoon path="/ee/readNews" coming="the top headlines, one article at a time." />;
}
