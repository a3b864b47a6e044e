import { render } from '@testing-library/react';
import { DocumentLang } from '@/components/layout/document-lang';

let currentPath = '/cv';
jest.mock('next/navigation', () => ({
  usePathname: () => currentPath,
}));

const languages = { '/cv': 'es', '/cv/en': 'en' };

/** The writes to `<html lang>` while `run` renders. */
async function langWrites(run: () => void) {
  const writes: (string | null)[] = [];
  const observer = new MutationObserver((records) =>
    writes.push(...records.map((r) => (r.target as HTMLElement).getAttribute('lang'))),
  );
  observer.observe(document.documentElement, { attributeFilter: ['lang'] });
  run();
  await Promise.resolve();
  observer.disconnect();
  return writes;
}

describe('DocumentLang', () => {
  it('follows the page after a client-side move, and leaves a right lang untouched', async () => {
    document.documentElement.lang = 'es';
    let rerender: (ui: React.ReactElement) => void = () => {};
    // The pre-rendered page already has its lang: writing it again would restyle the page.
    expect(
      await langWrites(() => ({ rerender } = render(<DocumentLang languages={languages} />))),
    ).toEqual([]);

    currentPath = '/cv/en';
    expect(await langWrites(() => rerender(<DocumentLang languages={languages} />))).toEqual([
      'en',
    ]);
    // A page the table does not name is English.
    currentPath = '/2048';
    expect(await langWrites(() => rerender(<DocumentLang languages={languages} />))).toEqual([]);
    expect(document.documentElement.lang).toBe('en');
  });
});
