import { Redirect } from '@/components/ui/redirect';
import { aliases } from '@/content/routes';
import { shell } from '@/content/shell';
import { unlistedMetadata } from '@/lib/seo';

export const metadata = unlistedMetadata(aliases.root);

export default function Page() {
  return <Redirect to={aliases.root.to} label={shell.redirect.home} />;
}
