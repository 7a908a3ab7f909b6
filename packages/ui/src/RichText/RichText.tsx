import { createContext, useContext, useLayoutEffect, useRef } from 'react';
import { withClass } from '../Button/with-class.ts';
import { sanitizeHtml } from './sanitize-html.ts';
import styles from './RichText.module.css';

type RichTextProps = {
  /**
   * CMS の HTML（安全な部分だけ表示します）。
   * CMS HTML; only its safe part is shown (`sanitize-html.ts`).
   */
  html: string;
  /** 本文の見た目を整えるクラス（行の高さ、長い URL の折り返し、画像を幅に収めるのは既定です）。 */
  className?: string;
};

/**
 * CMS の HTML を、安全な部分だけにして表示します。スクリプト、イベント属性、`javascript:` のリンク、iframe は取り除きます。
 *
 * **使う場面**: お知らせやブログの本文、アンケートや投票候補の説明など、API から HTML で届く文章。
 *
 * **使わない場面**: 自分で書く文言（JSX で書く）、ユーザーが入力した文字（文字として表示する）。
 *
 * - する: 本文の見た目はページの CSS で整える（見出し、リスト、表）。
 * - しない: `dangerouslySetInnerHTML` で HTML を直接入れる。
 *
 * **キーボード・スクリーンリーダー**: 見出しやリストは HTML のまま伝わります。外部へのリンクは新しいタブで開き、`window.opener` を渡しません。
 *
 * CMS HTML, sanitised before it reaches the DOM (DESIGN.md security model, `sanitize-html.ts`).
 * The safe nodes go straight into the block before it paints, never through `innerHTML`, so no
 * markup is parsed a second time. Links that leave the site open in a new tab without handing over
 * `window.opener`.
 *
 * A server-rendered page (`RichTextServerContext`) carries the server's copy of the same
 * allow-list's output (`sanitize-html-server.ts`), so the text is there at first paint and nothing
 * below it moves; hydration keeps that HTML, then the browser's own sanitising puts identical
 * nodes in its place.
 */
export function RichText({ html, className }: RichTextProps) {
  const serverSanitize = useContext(RichTextServerContext);
  const block = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = block.current;
    if (!element) return;
    // Emptied first, so the ids of the old content do not count as taken by the page.
    element.replaceChildren();
    element.replaceChildren(sanitizeHtml(html));
  }, [html]);
  return (
    <div
      ref={block}
      className={withClass(styles.richText, className)}
      // Never HTML the browser made: the server's sanitised copy, or nothing (the nodes above).
      dangerouslySetInnerHTML={serverSanitize ? { __html: serverSanitize(html) } : NOTHING}
    />
  );
}

const NOTHING = { __html: '' };

/**
 * サーバーでの描画だけで使います。 Set by a server render only: how CMS HTML is written into the
 * page there (`sanitizeHtmlToString` of `@fanclub/ui/rich-text-server`).
 */
export const RichTextServerContext = createContext<((html: string) => string) | null>(null);
