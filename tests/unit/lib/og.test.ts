/** @jest-environment node */
import { routes } from '@/content/routes';
import { ogImageName, ogImagePath, previewText } from '@/lib/og';
import { routeMetadata } from '@/lib/seo';

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
});
