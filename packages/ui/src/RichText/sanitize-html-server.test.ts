// @vitest-environment jsdom
// (The browser's sanitiser, compared with here, needs a DOM.)
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';
import { sanitizeHtmlToString } from './sanitize-html-server.ts';

/** The browser's result as markup, without ids (the server leaves them to the browser). */
const inBrowser = (html: string): string => {
  const holder = document.createElement('div');
  holder.append(sanitizeHtml(html));
  holder.querySelectorAll('[id]').forEach((element) => element.removeAttribute('id'));
  return holder.innerHTML;
};

/** The server's result as the browser reads it back: the same tree, written out again. */
const fromServer = (html: string): string => {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizeHtmlToString(html, 'https://fan.example.jp/notice/1');
  return holder.innerHTML;
};

const samples = [
  '<p>お知らせ<br>2行目</p><ul><li><strong>太字</strong> と <a href="/news/1">内部リンク</a></li></ul>',
  '<p><a href="https://example.com/x?a=1&b=2" target="_self" rel="opener">外へ</a></p>',
  '<h2 id="top" class="lead" style="color: red">見出し</h2><table><tr><td colspan="2">表</td></tr></table>',
  '<img src="/demo/a.png" alt="写真" onerror="alert(1)"><img src="javascript:alert(1)"><img src=x>',
  '<script>alert(1)</script><style>p{}</style><svg><a href="javascript:alert(1)">x</a></svg><math><mi>x</mi></math>',
  '<a href="java\tscript:alert(1)">tab</a><a href=" javascript:alert(1)">space</a><a href="mailto:a@b.jp">mail</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
  '<template><img src=x onerror=alert(1)></template><form><input value="x"></form><font color="red">字</font>',
  '<pre>\n\n先頭の改行</pre><p>&lt;b&gt; &amp; &nbsp; "引用"</p><!-- comment --><custom-el>中身</custom-el>',
  '<div style="background:url(javascript:alert(1))">css</div><p style="font-weight:bold">ok</p>',
  '<video src="/media/a.mp4" poster="/a.png" controls></video><details open><summary>要約</summary>本文</details>',
  '<table><td>foster</td><p>parented</p></table><p>unclosed <b>bold <i>italic</p>after',
];

describe('the server copy of the sanitiser', () => {
  it.each(samples)('writes what the browser keeps: %s', (html) => {
    expect(fromServer(html)).toBe(inBrowser(html));
  });

  it('leaves no id for the page to be clobbered by', () => {
    expect(sanitizeHtmlToString('<p id="cookie">x</p>', 'https://fan.example.jp/')).toBe('<p>x</p>');
  });
});
