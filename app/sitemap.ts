import type { MetadataRoute } from 'next';
import { finishedRoutes } from '@/content/routes';
import { basePath } from '@/lib/base-path';
import { siteUrl } from '@/lib/seo';

export const dynamic = 'force-static';

const absolute = (path: string) => `${siteUrl()}${basePath}${path}`;

/** Every page of the route registry, with its priority and language alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return finishedRoutes.map((route) => ({
    url: absolute(route.path),
    changeFrequency: 'monthly',
    priority: route.priority ?? 0.6,
    ...(route.languages
      ? {
          alternates: {
            languages: Object.fromEntries(
              Object.entries(route.languages)
                .filter(([lang]) => lang !== 'x-default')
                .map(([lang, path]) => [lang, absolute(path)]),
            ),
          },
        }
      : {}),
  }));
}
