import type { MetadataRoute } from 'next';
import { cvPaths } from '@/content/cv';
import { routes } from '@/content/routes';
import { basePath } from '@/lib/base-path';
import { siteUrl } from '@/lib/seo';

export const dynamic = 'force-static';

const absolute = (path: string) => `${siteUrl()}${basePath}${path}`;
const cvAlternates = {
  languages: Object.fromEntries(
    Object.entries(cvPaths).map(([lang, path]) => [lang, absolute(path)]),
  ),
};

export default function sitemap(): MetadataRoute.Sitemap {
  return routes.map((route) => ({
    url: absolute(route.path),
    changeFrequency: 'monthly',
    priority: route.path === '/helloworld' ? 1 : route.path.startsWith('/cv') ? 0.9 : 0.6,
    ...(Object.values(cvPaths).includes(route.path) ? { alternates: cvAlternates } : {}),
  }));
}
