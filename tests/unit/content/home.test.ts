/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { home, projects } from '@/content/home';
import { finishedRoutes, pages, routes } from '@/content/routes';

const publicDir = join(__dirname, '..', '..', '..', 'public');

/** Width and height of a WebP file, from its RIFF header (lossy, lossless or extended). */
function webpSize(file: Buffer): { width: number; height: number } {
  if (file.toString('latin1', 0, 4) !== 'RIFF' || file.toString('latin1', 8, 12) !== 'WEBP') {
    throw new Error('not a WebP file');
  }
  const chunk = file.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    return { width: file.readUInt16LE(26) & 0x3fff, height: file.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    const bits = file.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { width: file.readUIntLE(24, 3) + 1, height: file.readUIntLE(27, 3) + 1 };
  }
  throw new Error(`unknown WebP chunk ${chunk}`);
}

describe('home content', () => {
  it('gives every project a page of the site, words, an outcome and a few tags', () => {
    const paths = new Set(routes.map((r) => r.path));
    for (const project of projects) {
      expect(paths).toContain(project.href);
      expect(project.name.trim()).not.toBe('');
      expect(project.description.trim()).not.toBe('');
      expect(project.outcome).toMatch(/^\S.*[.!]$/);
      expect(project.tags.length).toBeGreaterThanOrEqual(1);
      expect(project.tags.length).toBeLessThanOrEqual(4);
      expect(new Set(project.tags).size).toBe(project.tags.length);
      for (const tag of project.tags) expect(tag).toMatch(/^\S(.{0,22}\S)?$/);
    }
    expect(new Set(projects.map((p) => p.href)).size).toBe(projects.length);
  });

  it('has a committed 640 x 400 WebP screenshot for every project', () => {
    for (const project of projects) {
      const file = join(publicDir, project.imageUrl);
      expect(existsSync(file)).toBe(true);
      expect(webpSize(readFileSync(file))).toEqual({ width: 640, height: 400 });
    }
  });

  it("lists the projects in the owner's order, the English course first, each picture described", () => {
    expect(projects[0]?.href).toBe(pages.english.path);
    for (const project of projects) {
      expect(project.shows).toMatch(/^\S.{10,}\.$/);
      expect(project.crop.trim()).not.toBe('');
      if (project.codeUrl) expect(project.codeUrl).toMatch(/^https:\/\//);
    }
    const finished = new Set(finishedRoutes.map((r) => r.path));
    expect(projects.filter((p) => !finished.has(p.href))).toEqual([]);
  });

  it('names the hero actions', () => {
    for (const text of [home.resumeButton, home.contactButton, home.profilesLabel]) {
      expect(text.trim()).not.toBe('');
    }
  });
});
