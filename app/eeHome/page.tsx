import type { Metadata } from 'next';
import { Redirect } from '@/components/ui/redirect';
import { shell } from '@/content/shell';

export const metadata: Metadata = { title: 'English', robots: { index: false } };

export default function EeHomePage() {
  return <Redirect to="/ee" label={shell.redirect.english} />;
}
