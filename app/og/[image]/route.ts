import { createElement } from 'react';
import { ImageResponse } from 'next/og';
import { OgCard } from '@/components/og/og-card';
import { routes } from '@/content/routes';
import { otherSection, searchSections } from '@/content/search';
import { site } from '@/content/site';
import { OG_IMAGE_SIZE, ogImageName } from '@/lib/og';
import { sectionOf } from '@/lib/search/sections';
import { siteUrl } from '@/lib/seo';

/**
 * The link-preview image of every page of the registry, drawn once at build time into
 * out/og/<page>.png (see lib/og.ts for the names; lib/seo.ts points each page's Open
 * Graph and Twitter tags at its image).
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return routes.map((route) => ({ image: ogImageName(route.path) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const route = routes.find((r) => ogImageName(r.path) === image);
  if (!route) return new Response('Not found', { status: 404 });
  const section = sectionOf(route.path, searchSections, otherSection);
  return new ImageResponse(
    createElement(OgCard, {
      heading: route.heading,
      description: route.description,
      siteName: site.name,
      role: site.role,
      host: new URL(siteUrl()).host,
      section: section === otherSection || section === 'Home' ? undefined : section,
    }),
    OG_IMAGE_SIZE,
  );
}
