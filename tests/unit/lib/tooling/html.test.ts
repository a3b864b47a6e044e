import { createHash } from 'node:crypto';
import {
  deferScriptsAfterPaint,
  firstLoadAssets,
  httpEquiv,
  inlineScriptHashes,
  inlineScripts,
  insertInHead,
  separateBlocks,
  setDocumentLang,
} from '@/lib/tooling/html.mjs';

const sha = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<link rel="stylesheet" href="/_next/static/a.css"/>
<link rel="preload" href="/_next/static/media/f.woff2" as="font" type="font/woff2"/>
<script>document.documentElement.dataset.theme = "dark"</script>
<script type="application/ld+json">{"@type":"Person","name":"</script>"}</script>
<script src="/_next/static/chunks/main.js" async=""></script>
<script src="/_next/static/chunks/legacy.js" noModule=""></script>
</head><body><p>Hi &lt;script&gt;</p>
<svg><use data-sprite-href="/assets/icons.svg#menu"></use></svg>
<svg><use data-sprite-href="/assets/icons.svg#sun"></use></svg>
<script>self.__next_f.push([1,"<\\/script> a > b && c"])</script>
<template><script>inside()</script></template>
</body></html>`;

describe('inline scripts', () => {
  it('finds the scripts the browser runs, as their exact text', () => {
    expect(inlineScripts(page)).toEqual([
      'document.documentElement.dataset.theme = "dark"',
      'self.__next_f.push([1,"<\\/script> a > b && c"])',
      'inside()',
    ]);
  });

  it('hashes each once, as the browser does for a CSP', () => {
    const twice = `${page}<script>inside()</script>`;
    const hashes = inlineScriptHashes(twice);
    expect(hashes).toContain(sha('inside()'));
    expect(hashes).toHaveLength(3);
  });
});

describe('separateBlocks', () => {
  /** The body's text as the indexer reads it: every text node in order, nothing between. */
  const text = (html: string) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return doc.body.textContent ?? '';
  };
  const words = (html: string) => text(html).trim().split(/\s+/);

  it('keeps cells, items, headings, terms and buttons apart', () => {
    const html =
      '<html><head><title>T</title></head><body><main><h2>Zero<span>cero</span></h2>' +
      '<table><tr><th>Infinitive</th><th>Past</th></tr></table>' +
      '<dl><dt>Infinitive</dt><dd>be</dd></dl><ul><li>one</li><li>two</li></ul>' +
      '<button>in tech</button><button>in meetings</button>a<br>b</main></body></html>';
    expect(words(html)).toEqual([
      'ZeroceroInfinitivePastInfinitivebeonetwoin',
      'techin',
      'meetingsab',
    ]);
    expect(words(separateBlocks(html))).toEqual([
      'Zerocero',
      'Infinitive',
      'Past',
      'Infinitive',
      'be',
      'one',
      'two',
      'in',
      'tech',
      'in',
      'meetings',
      'a',
      'b',
    ]);
  });

  it('leaves words that run through inline elements whole, and drawings and the head alone', () => {
    const html =
      '<html><head><title>Title</title></head><body><p>work<span class="ing">ing</span> ' +
      '<a href="/x">l<b>in</b>k</a><svg><text>x</text><text>y</text></svg></p></body></html>';
    const spaced = separateBlocks(html);
    expect(words(spaced)).toEqual(['working', 'linkxy']);
    expect(spaced).toContain('<title>Title</title>');
    expect(spaced).toContain('<svg><text>x</text><text>y</text></svg>');
  });
});

describe('insertInHead', () => {
  const meta = '<meta http-equiv="Content-Security-Policy" content="default-src \'self\'"/>';

  it('puts the tag right after the charset, before any script or stylesheet', () => {
    const result = insertInHead(page, meta, 'Content-Security-Policy');
    expect(result.indexOf(meta)).toBe(result.indexOf('<meta charSet="utf-8"/>') + 23);
    expect(result.indexOf(meta)).toBeLessThan(result.indexOf('<link'));
  });

  it('replaces an earlier policy instead of adding a second one', () => {
    const once = insertInHead(page, meta, 'Content-Security-Policy');
    const twice = insertInHead(once, meta.replace("'self'", "'none'"), 'Content-Security-Policy');
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(httpEquiv(twice, 'content-security-policy')).toBe("default-src 'none'");
  });

  it('goes at the start of <head> without a charset, and refuses a page without one', () => {
    expect(insertInHead('<html><head><title>x</title></head></html>', '<meta/>')).toBe(
      '<html><head><meta/><title>x</title></head></html>',
    );
  });
});

describe('setDocumentLang', () => {
  it('replaces the language of <html> and leaves the rest byte for byte', () => {
    const html =
      '<!DOCTYPE html><html lang="en" class="x"><head></head><body lang="en"></body></html>';
    expect(setDocumentLang(html, 'es')).toBe(
      '<!DOCTYPE html><html lang="es" class="x"><head></head><body lang="en"></body></html>',
    );
    expect(setDocumentLang(page, 'es')).toBe(page.replace('<html lang="en">', '<html lang="es">'));
  });

  it('adds a language to an <html> without one', () => {
    expect(setDocumentLang('<html class="x"><body></body></html>', 'es')).toBe(
      '<html lang="es" class="x"><body></body></html>',
    );
  });

  it('refuses what is not a language tag', () => {
    expect(() => setDocumentLang(page, 'es" onload="x')).toThrow('not a language tag');
  });
});

describe('firstLoadAssets', () => {
  it('lists module scripts, stylesheets, preloaded fonts and icon sprites', () => {
    expect(firstLoadAssets(page)).toEqual({
      scripts: ['/_next/static/chunks/main.js'],
      styles: ['/_next/static/a.css'],
      fonts: ['/_next/static/media/f.woff2'],
      sprites: ['/assets/icons.svg'],
    });
  });
});

describe('deferScriptsAfterPaint', () => {
  const next = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<link rel="stylesheet" href="/_next/static/a.css"/>
<script src="/_next/static/chunks/a.js?x=1&amp;y=2" async=""></script>
<script src="/_next/static/chunks/b.js" async=""></script>
<script type="application/ld+json">{"name":"x"}</script>
<script>window.theme = 1</script>
<script src="/_next/static/chunks/legacy.js" noModule=""></script>
<script src="/blocking.js"></script>
</head><body><p>Text</p>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/c.js"/>
<link rel="preload" as="font" href="/f.woff2"/>
<script>self.__next_f.push([0])</script>
<script src="/_next/static/chunks/c.js" async=""></script>
</body></html>`;
  const result = deferScriptsAfterPaint(next);

  it('turns every async script into an inert tag, in its place and order', () => {
    expect(result).toContain(
      '<script type="text/x-after-paint" data-after-paint="/_next/static/chunks/a.js?x=1&amp;y=2"></script>\n<script type="text/x-after-paint" data-after-paint="/_next/static/chunks/b.js"></script>',
    );
    expect(result).toContain(
      '<script type="text/x-after-paint" data-after-paint="/_next/static/chunks/c.js"></script>\n</body>',
    );
    expect(result).not.toMatch(/<script src="[^"]*" async/);
  });

  it('keeps the scripts it does not defer, and the page still lists the deferred ones', () => {
    expect(result).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""></script>');
    expect(result).toContain('<script src="/blocking.js"></script>');
    expect(result).toContain('<script type="application/ld+json">{"name":"x"}</script>');
    expect(result).toContain('<script>self.__next_f.push([0])</script>');
    expect(firstLoadAssets(result).scripts).toEqual([
      '/_next/static/chunks/a.js?x=1&y=2',
      '/_next/static/chunks/b.js',
      '/blocking.js',
      '/_next/static/chunks/c.js',
    ]);
  });

  it('drops the preload hints of the deferred scripts only', () => {
    expect(result).not.toContain('rel="preload" as="script"');
    expect(result).toContain('<link rel="preload" as="font" href="/f.woff2"/>');
  });

  it("moves <head>'s inline scripts before the stylesheet, followed by the loader", () => {
    const head = result.slice(0, result.indexOf('<link rel="stylesheet"'));
    expect(head).toMatch(
      /^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/><script>window\.theme = 1<\/script><script>\(function loadScriptsAfterPaint\(/,
    );
    expect(result.match(/window\.theme = 1/g)).toHaveLength(1);
    expect(inlineScripts(result)).toHaveLength(3);
  });

  it('leaves a page without async scripts as it was', () => {
    expect(deferScriptsAfterPaint(page.replace(' async=""', ''))).toBe(
      page.replace(' async=""', ''),
    );
  });

  it('gives the same page when run twice', () => {
    expect(deferScriptsAfterPaint(result)).toBe(result);
  });

  describe("moving the framework's data out of the page", () => {
    const bootstrap = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
    const piece = (text: string) =>
      `<script>self.__next_f.push(${JSON.stringify([1, text]).replaceAll('<', '\\u003c')})</script>`;
    const withData = (scripts: string) =>
      next.replace('<script>self.__next_f.push([0])</script>', scripts);
    const first = '0:{"a":"</script> \\" é 🙂"}\n';
    const second = '1:["$","p",null,{"children":"Text"}]\n';

    it('removes its scripts, keeps the text once, and the loader fetches it', () => {
      const stored: string[] = [];
      const html = withData(`${bootstrap}${piece(first)}\n${piece(second)}`);
      const moved = deferScriptsAfterPaint(html, (data: string) => {
        stored.push(data);
        return '/_next/static/flight/abc.txt';
      });
      expect(stored).toEqual([first + second]);
      expect(moved).not.toContain('__next_f.push');
      expect(moved).toContain('"/_next/static/flight/abc.txt")</script>');
      expect(moved).toContain('<p>Text</p>');
      // Everything else as without the data.
      expect(moved.replace(',"/_next/static/flight/abc.txt"', '').replace(/\n(?=\n)/, '')).toBe(
        deferScriptsAfterPaint(withData('\n')).replace(/\n(?=\n)/, ''),
      );
    });

    it('keeps the data in the page when a piece has a form it does not know', () => {
      const store = jest.fn(() => '/x.txt');
      for (const odd of [
        `${bootstrap}${piece(first)}<script>self.__next_f.push([3,"AAEC"])</script>`,
        `${bootstrap}<script>self.__next_f.push([2,null])</script>`,
        `${piece(first)}`,
      ]) {
        const moved = deferScriptsAfterPaint(withData(odd), store);
        expect(moved).toContain(odd);
        expect(moved).not.toContain('/x.txt');
      }
      expect(store).not.toHaveBeenCalled();
    });

    it('keeps the data in the page when nobody stores it', () => {
      const html = withData(`${bootstrap}${piece(first)}`);
      expect(deferScriptsAfterPaint(html)).toContain(`${bootstrap}${piece(first)}`);
    });
  });
});
