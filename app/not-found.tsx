import type { Metadata } from 'next';
import { Redirect } from '@/components/ui/redirect';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

/** Exported as 404.html: every unknown path lands on the home page. */
export default function NotFound() {
  return <Redirect to="/helloworld" label="the home page" />;
}
