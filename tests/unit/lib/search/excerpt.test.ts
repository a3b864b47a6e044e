import { decodeEntities, excerptParts } from '@/lib/search/excerpt';

describe('search excerpts', () => {
  it('split into plain and marked runs', () => {
    expect(excerptParts('Tengo una <mark>reunión</mark> a las diez.')).toEqual([
      { text: 'Tengo una ', mark: false },
      { text: 'reunión', mark: true },
      { text: ' a las diez.', mark: false },
    ]);
  });

  it('decode the escaped text, so it renders as the page shows it', () => {
    expect(excerptParts('a &lt;b&gt; &amp; &quot;c&quot; &#39;d&#39; &#x41;')).toEqual([
      { text: 'a <b> & "c" \'d\' A', mark: false },
    ]);
    expect(decodeEntities('&unknown; &#0; &#x110000;')).toBe('&unknown; &#0; &#x110000;');
  });

  it('keep only the text of any other markup, never an element', () => {
    const parts = excerptParts('<img src=x onerror=alert(1)><mark>go</mark><script>bad()</script>');
    expect(parts).toEqual([
      { text: 'go', mark: true },
      { text: 'bad()', mark: false },
    ]);
    // An escaped tag is text: it shows as written and is never parsed.
    expect(excerptParts('&lt;img src=x onerror=alert(1)&gt;')).toEqual([
      { text: '<img src=x onerror=alert(1)>', mark: false },
    ]);
  });

  it('merge neighbouring runs and drop empty ones', () => {
    expect(excerptParts('<mark>Ku</mark><mark>bernetes</mark>')).toEqual([
      { text: 'Kubernetes', mark: true },
    ]);
    expect(excerptParts('')).toEqual([]);
  });
});
