import { ComingSoon } from '@/components/ui/coming-soon';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'English for Spanish speakers',
  description: 'Grammar, verbs, phrases and games to learn English, written for Spanish speakers.',
  path: '/ee',
});

export default function Page() {
  return <ComingSoon path="/ee" coming="the menu of the English area." />;
}
