import { relative } from 'node:path';
import { clientFiles, root } from './client-files';

/**
 * What a page's scripts do as they start runs in the task that starts the page, before
 * it answers a tap. A browser's first locale-aware formatter or comparison costs tens of
 * milliseconds (it loads its locale data then: 15-70 ms measured in Chromium for the
 * first `Intl.DateTimeFormat` or `localeCompare` of a page), so no client module may make
 * one when it is loaded; it makes it when it first needs it.
 */

const formatters = [
  'Collator',
  'DateTimeFormat',
  'DisplayNames',
  'ListFormat',
  'NumberFormat',
  'PluralRules',
  'RelativeTimeFormat',
  'Segmenter',
] as const;
const localeMethods: [object, string][] = [
  [String.prototype, 'localeCompare'],
  [String.prototype, 'toLocaleLowerCase'],
  [String.prototype, 'toLocaleUpperCase'],
  [Number.prototype, 'toLocaleString'],
  [Date.prototype, 'toLocaleString'],
  [Date.prototype, 'toLocaleDateString'],
  [Date.prototype, 'toLocaleTimeString'],
  [Array.prototype, 'toLocaleString'],
];

describe('client modules as they load', () => {
  const made: string[] = [];
  const restore: (() => void)[] = [];

  beforeAll(() => {
    for (const kind of formatters) {
      const Original = Intl[kind] as unknown as new (...args: unknown[]) => object;
      const Counting = new Proxy(Original, {
        construct(target, args) {
          made.push(`new Intl.${kind}`);
          return Reflect.construct(target, args) as object;
        },
        apply(target, self, args) {
          made.push(`Intl.${kind}()`);
          return Reflect.apply(target as unknown as (...a: unknown[]) => unknown, self, args);
        },
      });
      Object.defineProperty(Intl, kind, { value: Counting, configurable: true, writable: true });
      restore.push(() =>
        Object.defineProperty(Intl, kind, { value: Original, configurable: true, writable: true }),
      );
    }
    for (const [proto, method] of localeMethods) {
      const original = (proto as Record<string, (...args: unknown[]) => unknown>)[method]!;
      Object.defineProperty(proto, method, {
        configurable: true,
        writable: true,
        value(this: unknown, ...args: unknown[]) {
          made.push(method);
          return original.apply(this, args);
        },
      });
      restore.push(() =>
        Object.defineProperty(proto, method, {
          configurable: true,
          writable: true,
          value: original,
        }),
      );
    }
  });

  afterAll(() => restore.forEach((undo) => undo()));

  it('make no locale-aware formatter or comparison', async () => {
    expect(clientFiles.length).toBeGreaterThan(40);
    const byFile: Record<string, string[]> = {};
    for (const file of clientFiles) {
      made.length = 0;
      await jest.isolateModulesAsync(async () => {
        await import(file);
      });
      if (made.length) byFile[relative(root, file)] = [...made];
    }
    expect(byFile).toEqual({});
  });

  it('would see one (a check that sees nothing would pass)', () => {
    made.length = 0;
    new Intl.DateTimeFormat('en-US');
    'a'.localeCompare('b');
    expect(made).toEqual(['new Intl.DateTimeFormat', 'localeCompare']);
  });
});
