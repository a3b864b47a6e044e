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

  it.each([
    // Harmless inline tags stay.
    [
      '<p>Uno <b>dos</b> <i>tres</i> <em>cuatro</em> <strong>cinco</strong><br>seis</p>',
      '<p>Uno <b>dos</b> <i>tres</i> <em>cuatro</em> <strong>cinco</strong><br />seis</p>',
    ],
    // http(s) links open in a new tab with a safe rel and lose their other attributes.
    [
      '<a href="https://news.example/a?b=1&c=2" target="_self" rel="opener" class="x" title="t">leer</a>',
      '<a href="https://news.example/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">leer</a>',
    ],
    // Links with unsafe or relative addresses become plain text; later links stay intact.
    [
      '<p><a href="javascript:alert(1)">uno</a> <a href="/relativo">dos</a> <a href="http://ok.example/">tres</a></p>',
      '<p>uno dos <a href="http://ok.example/" target="_blank" rel="noopener noreferrer">tres</a></p>',
    ],
    // Unknown tags go but keep their text; script and style text goes too.
    ['<div><span>hola</span></div><script>evil()</script><style>p{}</style>', 'hola'],
    // Text that looks like markup is escaped; what is not a string gives ''.
    ['1 < 2 & 3 > 2', '1 &lt; 2 &amp; 3 &gt; 2'],
    [undefined, ''],
    [{ _: '<b>x</b>' }, ''],
    // Surrounding space goes; SVG goes with its text.
    ['  <b>x</b>\n', '<b>x</b>'],
    ['<svg><text>boo</text></svg>ok', 'ok'],
  ])('sanitises %p into %p', (html, clean) => {
    expect(sanitizeDescription(html)).toBe(clean);
  });
});

describe('toPlainText', () => {
  it.each([
    // Tags go, entities are decoded, whitespace collapses; scripts, styles and frames go whole.
    ['  <b>Tom</b> &amp; Jerry\n  &quot;hoy&quot; &aacute; &#233; ', 'Tom & Jerry "hoy" á é'],
    ['Título<script>alert(1)</script><style>x</style><iframe>y</iframe>', 'Título'],
    // Angle brackets stay as text: React escapes them when rendering.
    ['a &lt;b&gt; c', 'a <b> c'],
    [null, ''],
    [42, ''],
    ['<svg><text>boo</text></svg>ok', 'ok'],
  ])('reads %p as the plain text %p', (value, text) => {
    expect(toPlainText(value)).toBe(text);
  });
});
