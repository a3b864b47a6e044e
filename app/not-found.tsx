import type { Metadata } from 'next';
import { Redirect } from '@/components/ui/redirect';
import { shell } from '@/content/shell';

export const metadata: Metadata = { title: shell.notFoundTitle, robots: { index: false } };

/** Exported as 404.html: every unknown path lands on the home page. */
export default function NotFound() {
  return <Redirect to="/helloworld" label={shell.redirect.home} />;
}
