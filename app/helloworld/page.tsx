import { HomePage } from '@/components/home/home-page';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo';

export const metadata = {
  ...pageMetadata({
    title: `${site.name} · ${site.role}`,
    description: site.description,
    path: '/helloworld',
  }),
  title: { absolute: `${site.name} · ${site.role}` },
};

export default function Page() {
  return <HomePage />;
}
