import type { Metadata } from 'next';
import type { AliasInfo, RouteInfo, ServicePageInfo } from '@/content/routes';
import { site } from '@/content/site';
import { OG_IMAGE_SIZE, ogImagePath } from '@/lib/og';

/** Absolute origin of the deployed site, for canonical URLs, Open Graph and the sitemap. */
export function siteUrl(): string {
  return (process.env.NEXT_PUBLIC_SITE_URL ?? site.url).replace(/\/+$/, '');
}

interface PageMetaInput {
  title: string;
  description: string;
  path: string;
  /** Extra alternates, e.g. hreflang languages. */
  languages?: Record<string, string>;
  locale?: string;
  /** Site-relative address of the page's link-preview image. */
  image?: string;
}

/** Title, description, canonical URL, Open Graph and the preview image of one page. */
export function pageMetadata({
  title,
  description,
  path,
  languages,
  locale,
  image,
}: PageMetaInput): Metadata {
  const images = image ? [{ url: image, ...OG_IMAGE_SIZE, alt: title }] : undefined;
  return {
    title,
    description,
    alternates: { canonical: path, ...(languages ? { languages } : {}) },
    openGraph: {
      title,
      description,
      url: path,
      siteName: site.name,
      type: 'website',
      locale: locale ?? 'en_US',
      ...(images ? { images } : {}),
    },
    twitter: images
      ? { card: 'summary_large_image', title, description, images }
      : { card: 'summary', title, description },
  };
}

const locales = { en: 'en_US', es: 'es_ES' } as const;

/** Metadata of a page, all of it from its entry in the route registry (content/routes.ts). */
export function routeMetadata(route: RouteInfo): Metadata {
  const title = route.title ?? route.heading;
  const metadata = pageMetadata({
    title,
    description: route.description,
    path: route.path,
    locale: locales[route.lang ?? 'en'],
    image: ogImagePath(route),
    ...(route.languages ? { languages: route.languages } : {}),
  });
  return route.absoluteTitle ? { ...metadata, title: { absolute: title } } : metadata;
}

/** Metadata of a page outside the sitemap (an alias, the offline page): never indexed. */
export function unlistedMetadata(page: AliasInfo | ServicePageInfo): Metadata {
  return { title: page.title, robots: { index: false } };
}

/** The pages whose main text is not English, by path, with their language. */
export function documentLanguages(routes: readonly RouteInfo[]): Record<string, string> {
  return Object.fromEntries(
    routes.flatMap((route) => (route.lang ? [[route.path, route.lang]] : [])),
  );
}
