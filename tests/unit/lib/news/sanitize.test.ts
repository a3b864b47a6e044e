import { sanitizeDescription, toPlainText } from '@/lib/news/sanitize';

/** Parses sanitised HTML the way a browser would and lists what could run. */
function dangers(html: string): string[] {
  const box = document.createElement('div');
  box.innerHTML = html;
  const found: string[] = [];
  for (const el of Array.from(box.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (!['b', 'i', 'em', 'strong', 'a', 'p', 'br'].includes(tag)) found.push(`tag <${tag}>`);
    for (const attr of Array.from(el.attributes)) {
      if (tag === 'a' && ['href', 'target', 'rel'].includes(attr.name)) continue;
      found.push(`attribute ${attr.name} on <${tag}>`);
    }
    if (tag === 'a') {
      const href = el.getAttribute('href') ?? '';
      if (!/^https?:\/\//.test(href)) found.push(`href ${href}`);
      if (el.getAttribute('target') !== '_blank') found.push('target');
      if (el.getAttribute('rel') !== 'noopener noreferrer') found.push('rel');
    }
  }
  return found;
}

/** Classic vectors of the OWASP XSS filter evasion cheat sheet. */
const owaspVectors = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="jav&#x0A;ascript:alert(1)">click</a>',
  '<a href=" &#14;  javascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="https://ok.example" onclick="alert(1)" onmouseover="alert(2)">click</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg/onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<body onload=alert(1)>',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<div style="background-image: url(javascript:alert(1))">x</div>',
  '<p style="width: expression(alert(1))">x</p>',
  "<STYLE>@import'https://xss.example/xss.css';</STYLE>",
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<p onmouseover="alert(1)">hover</p>',
  '<b onclick=alert(1)>bold</b>',
  '<base href="javascript:alert(1)//">',
];

describe('sanitizeDescription', () => {
  it.each(owaspVectors)('leaves nothing executable of %s', (vector) => {
    const clean = sanitizeDescription(vector);
    expect(dangers(clean)).toEqual([]);
    expect(clean).not.toMatch(
      /<\s*(script|iframe|svg|img|object|embed|style|link|meta|base|form|input|math)/i,
    );
    expect(clean).not.toMatch(/\son\w+\s*=/i);
    expect(clean).not.toMatch(/(javascript|vbscript|data):/i);
  });

  it('keeps the harmless inline tags', () => {
    const html = '<p>Uno <b>dos</b> <i>tres</i> <em>cuatro</em> <strong>cinco</strong><br>seis</p>';
    expect(sanitizeDescription(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('forces new tab and rel on http(s) links and drops their other attributes', () => {
    const clean = sanitizeDescription(
      '<a href="https://news.example/a?b=1&c=2" target="_self" rel="opener" class="x" title="t">leer</a>',
    );
    expect(clean).toBe(
      '<a href="https://news.example/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">leer</a>',
    );
  });

  it('turns links with unsafe or relative addresses into plain text, and keeps later links intact', () => {
    const clean = sanitizeDescription(
      '<p><a href="javascript:alert(1)">uno</a> <a href="/relativo">dos</a> <a href="http://ok.example/">tres</a></p>',
    );
    expect(clean).toBe(
      '<p>uno dos <a href="http://ok.example/" target="_blank" rel="noopener noreferrer">tres</a></p>',
    );
  });

  it('drops unknown tags but keeps their text, and drops script and style text', () => {
    expect(
      sanitizeDescription('<div><span>hola</span></div><script>evil()</script><style>p{}</style>'),
    ).toBe('hola');
  });

  it('escapes text that looks like markup', () => {
    expect(sanitizeDescription('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
  });

  it('answers an empty string for anything that is not a string', () => {
    expect(sanitizeDescription(undefined)).toBe('');
    expect(sanitizeDescription({ _: '<b>x</b>' })).toBe('');
  });
});

describe('toPlainText', () => {
  it('removes tags, decodes entities and collapses whitespace', () => {
    expect(toPlainText('  <b>Tom</b> &amp; Jerry\n  &quot;hoy&quot; &aacute; &#233; ')).toBe(
      'Tom & Jerry "hoy" á é',
    );
  });

  it('drops the content of scripts, styles and frames', () => {
    expect(toPlainText('Título<script>alert(1)</script><style>x</style><iframe>y</iframe>')).toBe(
      'Título',
    );
  });

  it('keeps angle brackets as text (React escapes them when rendering)', () => {
    expect(toPlainText('a &lt;b&gt; c')).toBe('a <b> c');
  });

  it('answers an empty string for non-strings', () => {
    expect(toPlainText(null)).toBe('');
    expect(toPlainText(42)).toBe('');
  });
});
