import { Redirect } from '@/components/ui/redirect';
import { aliases } from '@/content/routes';
import { shell } from '@/content/shell';
import { unlistedMetadata } from '@/lib/seo';

export const metadata = unlistedMetadata(aliases.englishHome);

export default function Page() {
  return <Redirect to={aliases.englishHome.to} label={shell.redirect.english} />;
}
