import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteIconDataUrl } from '@/lib/site-icon';

describe('siteIconDataUrl', () => {
  it("is the site's icon file as a data: address that decodes to the same SVG", () => {
    const url = siteIconDataUrl();
    expect(url.startsWith('data:image/svg+xml,%3Csvg')).toBe(true);
    expect(url).not.toMatch(/[\s"#<>]/);
    const svg = readFileSync(join(process.cwd(), 'public', 'icon.svg'), 'utf8').trim();
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(svg);
  });

  it('refuses a file that is not an SVG image', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'icon-')), 'icon.svg');
    writeFileSync(file, 'GIF89a');
    expect(() => siteIconDataUrl(file)).toThrow('is not an SVG image');
  });
});
