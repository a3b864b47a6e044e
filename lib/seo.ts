import type { Metadata } from 'next';
import { site } from '@/content/site';

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
}

/** Title, description, canonical URL and Open Graph basics of one page. */
export function pageMetadata({
  title,
  description,
  path,
  languages,
  locale,
}: PageMetaInput): Metadata {
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
    },
    twitter: { card: 'summary', title, description },
  };
}
