// @vitest-environment jsdom
// (The sanitiser needs a DOM: DOMParser, document, Node; the rest of the ui unit tests run in Node.)
import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

/** What the sanitiser keeps, as markup (for reading the assertions only; the site never re-parses it). */
const clean = (html: string): string => {
  const holder = document.createElement('div');
  holder.append(sanitizeHtml(html));
  return holder.innerHTML;
};

/** Every element and attribute the sanitiser let through. */
const kept = (html: string) => {
  const holder = document.createElement('div');
  holder.append(sanitizeHtml(html));
  const elements = Array.from(holder.querySelectorAll('*'));
  return {
    tags: elements.map((e) => e.localName),
    attributes: elements.flatMap((e) => Array.from(e.attributes, (a) => `${a.name}=${a.value}`)),
    text: holder.textContent,
    holder,
  };
};

/** Nothing that can run script: no script-capable element, no handler, no script URL anywhere. */
const expectInert = (html: string) => {
  const { tags, attributes } = kept(html);
  for (const tag of tags) {
    expect([
      'script',
      'iframe',
      'object',
      'embed',
      'svg',
      'math',
      'style',
      'base',
      'meta',
      'link',
      'form',
    ]).not.toContain(tag);
  }
  for (const attribute of attributes) {
    expect(attribute).not.toMatch(/^on/i);
    expect(attribute).not.toMatch(/javascript:|vbscript:|data:text/i);
  }
};

afterEach(() => {
  document.body.replaceChildren();
});

describe('sanitizeHtml keeps CMS content', () => {
  it('keeps text, structure and formatting', () => {
    const html =
      '<h2>特典</h2><p>月額<strong>550円</strong>、<em>年額</em>は<a href="/membership-upgrade">こちら</a>。</p>' +
      '<ul><li>一</li><li>二</li></ul><ol start="3"><li value="3">三</li></ol><hr><p>改行<br>あり</p>' +
      '<table><thead><tr><th scope="col">項目</th></tr></thead><tbody><tr><td colspan="2">値</td></tr></tbody></table>' +
      '<blockquote cite="https://example.jp/q">引用</blockquote><ruby>漢<rp>(</rp><rt>かん</rt><rp>)</rp></ruby>';
    expect(clean(html)).toBe(html);
  });

  it('keeps images with http(s), relative and raster data URLs', () => {
    expect(clean('<img src="https://cdn.example.jp/a.jpg" alt="写真" width="320" height="180">')).toBe(
      '<img src="https://cdn.example.jp/a.jpg" alt="写真" width="320" height="180">',
    );
    expect(clean('<img src="/demo/a.png" alt="">')).toBe('<img src="/demo/a.png" alt="">');
    expect(clean('<img src="data:image/png;base64,iVBORw0KGgo=" alt="">')).toBe(
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="">',
    );
    expect(clean('<img srcset="/a.png 1x, https://x.jp/b.png 2x" alt="">')).toBe(
      '<img srcset="/a.png 1x, https://x.jp/b.png 2x" alt="">',
    );
  });

  it('opens outside links in a new tab without window.opener, and leaves inside links alone', () => {
    expect(clean('<a href="https://example.jp/">外部</a>')).toBe(
      '<a href="https://example.jp/" target="_blank" rel="noopener noreferrer">外部</a>',
    );
    expect(clean('<a href="http://example.jp/" target="_self" rel="opener">外部</a>')).toBe(
      '<a href="http://example.jp/" rel="noopener noreferrer" target="_blank">外部</a>',
    );
    expect(clean('<a href="/notice/1">お知らせ</a>')).toBe('<a href="/notice/1">お知らせ</a>');
    expect(clean('<a href="#benefits">特典へ</a>')).toBe('<a href="#benefits">特典へ</a>');
    expect(clean('<a href="mailto:info@example.jp">メール</a>')).toBe(
      '<a href="mailto:info@example.jp">メール</a>',
    );
  });

  it('keeps harmless attributes: class, title, lang, style, aria-*', () => {
    expect(
      clean('<p class="note" title="注" lang="en" style="text-align: center" aria-label="注記">x</p>'),
    ).toBe('<p class="note" title="注" lang="en" style="text-align: center" aria-label="注記">x</p>');
  });

  it('gives way to the content of harmless elements it does not list', () => {
    expect(clean('<font color="red">赤</font><center>中央</center><x-card data-x="1">カード</x-card>')).toBe(
      '赤中央カード',
    );
  });
});

describe('sanitizeHtml stops script', () => {
  it.each([
    '<script>alert(1)</script>',
    '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
    '<img src=x onerror=alert(1)>',
    '<img src="x" ONERROR="alert(1)">',
    '<body onload=alert(1)>',
    '<p onclick="alert(1)" onmouseover="alert(1)">x</p>',
    '<svg onload=alert(1)>',
    '<svg><script>alert(1)</script></svg>',
    '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    '<template><script>alert(1)</script></template>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<object data="javascript:alert(1)"></object>',
    '<embed src="javascript:alert(1)">',
    '<form action="javascript:alert(1)"><button>送信</button></form>',
    '<button formaction="javascript:alert(1)">x</button>',
    '<input autofocus onfocus=alert(1)>',
    '<details open ontoggle=alert(1)>',
    '<video><source onerror="alert(1)"></video>',
    '<audio src=x onerror=alert(1)>',
    '<style>@import "javascript:alert(1)";</style>',
    '<link rel="stylesheet" href="javascript:alert(1)">',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<base href="javascript:alert(1)//">',
    '<xmp><img src=x onerror=alert(1)></xmp>',
    '<textarea><img src=x onerror=alert(1)></textarea>',
    '<title><img src=x onerror=alert(1)></title>',
    '<!--<img src=x onerror=alert(1)>-->',
    '<div is="x-evil" onclick="alert(1)">x</div>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href=" javascript:alert(1)">x</a>',
    '<a href="java\tscript:alert(1)">x</a>',
    '<a href="java&#x09;script:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
    '<a href="javascript&colon;alert(1)">x</a>',
    '<a href="\u0001javascript:alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<img src="javascript:alert(1)">',
    '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
    '<img srcset="javascript:alert(1) 1x">',
    '<video poster="javascript:alert(1)"></video>',
    '<blockquote cite="javascript:alert(1)">x</blockquote>',
    '<p style="background:url(javascript:alert(1))">x</p>',
    '<p style="width: expression(alert(1))">x</p>',
  ])('%s', (html) => {
    expectInert(html);
  });

  it('drops script, style and their content, comments and the document head', () => {
    expect(
      clean('<title>t</title><p>a</p><script>alert(1)</script><style>p{}</style><!-- c --><p>b</p>'),
    ).toBe('<p>a</p><p>b</p>');
  });

  it('removes a script URL but keeps the link text', () => {
    expect(clean('<a href="javascript:alert(1)">リンク</a>')).toBe('<a>リンク</a>');
    expect(clean('<a href="tel:0312345678">電話</a>')).toBe('<a>電話</a>');
  });

  it('drops unlisted attributes, including name, data-* and styles that load things', () => {
    expect(
      clean('<p name="x" data-id="1" tabindex="0" onclick="x()" style="background:url(/a.png)">x</p>'),
    ).toBe('<p>x</p>');
  });

  it('builds elements of this document, never ones from the parsed one', () => {
    const fragment = sanitizeHtml('<p>x</p>');
    expect(fragment.ownerDocument).toBe(document);
    expect(fragment.firstChild?.ownerDocument).toBe(document);
  });

  it('does not run anything while parsing', () => {
    const calls: string[] = [];
    (window as unknown as { hit: (s: string) => void }).hit = (s) => calls.push(s);
    sanitizeHtml('<img src=x onerror="hit(1)"><script>hit(2)</script><svg onload="hit(3)">');
    expect(calls).toEqual([]);
  });
});

describe('sanitizeHtml and DOM clobbering', () => {
  it('keeps a plain id for in-page links', () => {
    expect(clean('<h2 id="benefits">特典</h2>')).toBe('<h2 id="benefits">特典</h2>');
  });

  it('drops ids that would shadow document or window properties, or a page id', () => {
    const main = document.createElement('main');
    main.id = 'main';
    document.body.append(main);
    expect(clean('<p id="cookie">x</p><p id="location">y</p><p id="main">z</p><p id="x y">w</p>')).toBe(
      '<p>x</p><p>y</p><p>z</p><p>w</p>',
    );
  });
});
