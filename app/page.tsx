import type { Metadata } from 'next';
import { Redirect } from '@/components/ui/redirect';
import { shell } from '@/content/shell';

export const metadata: Metadata = { title: 'Home', robots: { index: false } };

export default function RootPage() {
  return <Redirect to="/helloworld" label={shell.redirect.home} />;
}
