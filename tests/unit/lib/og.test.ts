/** @jest-environment node */
import { routes } from '@/content/routes';
import { ogImageName, ogImagePath, previewText } from '@/lib/og';
import { routeMetadata, siteUrl, unlistedMetadata } from '@/lib/seo';

describe('ogImageName', () => {
  it('turns a path into one flat file name', () => {
    expect(ogImageName('/cv/en')).toBe('cv-en.png');
    expect(ogImageName('/ee/conditionalSentences')).toBe('ee-conditionalSentences.png');
    expect(ogImageName('/helloworld/')).toBe('helloworld.png');
  });

  it('refuses a path that would make no safe name', () => {
    expect(() => ogImageName('/')).toThrow();
    expect(() => ogImageName('/a b')).toThrow();
    expect(() => ogImageName('/../x')).toThrow();
  });

  it('gives every page of the registry its own image', () => {
    const names = routes.map((r) => ogImageName(r.path));
    expect(new Set(names).size).toBe(routes.length);
  });
});

describe('previewText', () => {
  it('keeps a short text as it is, spaces tidied', () => {
    expect(previewText('  Play  2048\n today. ')).toBe('Play 2048 today.');
  });

  it('cuts a long text at a word and marks the cut', () => {
    const text = `${'word '.repeat(60)}end`;
    const preview = previewText(text, 50);
    expect(preview.length).toBeLessThanOrEqual(51);
    expect(preview).toMatch(/word…$/);
  });
});

describe('page metadata', () => {
  it('points Open Graph and Twitter at the page image, 1200 x 630, as a large card', () => {
    for (const route of routes) {
      const meta = routeMetadata(route);
      const image = { url: ogImagePath(route), width: 1200, height: 630, alt: expect.any(String) };
      expect(meta.openGraph?.images).toEqual([image]);
      expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: [image] });
    }
  });

  it('takes the title, address, languages and locale from the entry, and never indexes the unlisted', () => {
    const cv = { path: '/cv', heading: 'H', title: 'T', description: 'D', lang: 'es' as const };
    expect(routeMetadata({ ...cv, languages: { en: '/cv/en' } })).toMatchObject({
      title: 'T',
      alternates: { canonical: '/cv', languages: { en: '/cv/en' } },
      openGraph: { title: 'T', url: '/cv', locale: 'es_ES', images: [{ alt: 'T' }] },
    });
    const plain = { path: '/a', heading: 'H', description: 'D' };
    expect(routeMetadata(plain)).toMatchObject({ title: 'H', openGraph: { locale: 'en_US' } });
    expect(routeMetadata({ ...plain, absoluteTitle: true }).title).toEqual({ absolute: 'H' });
    expect(unlistedMetadata({ path: '/o', title: 'O' })).toEqual({
      title: 'O',
      robots: { index: false },
    });
  });

  it('gives the site origin without trailing slashes', () => {
    const env = { ...process.env, NEXT_PUBLIC_SITE_URL: 'https://x.dev//' };
    const replaced = jest.replaceProperty(process, 'env', env);
    expect(siteUrl()).toBe('https://x.dev');
    replaced.restore();
  });
});
