import { Redirect } from '@/components/ui/redirect';
import { aliases } from '@/content/routes';
import { shell } from '@/content/shell';
import { aliasMetadata } from '@/lib/seo';

export const metadata = aliasMetadata(aliases.englishHome);

export default function Page() {
  return <Redirect to={aliases.englishHome.to} label={shell.redirect.english} />;
}
