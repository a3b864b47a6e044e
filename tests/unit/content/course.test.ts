import { courseFilesHost, courseTexts, courseUnits } from '@/content/course';
import { courseDateToIso } from '@/lib/course/dates';

describe('course content', () => {
  it('has units numbered in order, each with files', () => {
    expect(courseUnits.length).toBeGreaterThan(0);
    courseUnits.forEach((unit, i) => {
      expect(unit.name).toMatch(new RegExp(`^Unidad ${i + 1}: \\S`));
      expect(unit.files.length).toBeGreaterThan(0);
    });
  });

  it('gives every file a name, an https link on the file host and a real dd/mm/yyyy date', () => {
    const urls = new Set<string>();
    for (const file of courseUnits.flatMap((u) => u.files)) {
      expect(file.name.trim()).not.toBe('');
      expect(file.url.startsWith(`${courseFilesHost}/`)).toBe(true);
      expect(new URL(file.url).protocol).toBe('https:');
      expect(file.url).toMatch(/\.(pdf|sql)$/);
      expect(file.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(courseDateToIso(file.date)).toBeDefined();
      expect(urls.has(file.url)).toBe(false);
      urls.add(file.url);
    }
  });

  it('counts files in Spanish', () => {
    expect(courseTexts.fileCount(1)).toBe('1 archivo');
    expect(courseTexts.fileCount(4)).toBe('4 archivos');
  });
});
