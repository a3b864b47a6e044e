import type { MetadataRoute } from 'next';
import { routes } from '@/content/routes';
import { basePath } from '@/lib/base-path';
import { siteUrl } from '@/lib/seo';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return routes.map((route) => ({
    url: `${siteUrl()}${basePath}${route.path}`,
    changeFrequency: 'monthly',
    priority: route.path === '/helloworld' ? 1 : route.path === '/cv' ? 0.9 : 0.6,
  }));
}
