import { useEffect, useRef } from 'react';
import { ToastContainer, toast, type CloseButtonProps } from 'react-toastify';
import { closeNotification, notifications } from '../messages/nav.ts';
import './toast.css';

/**
 * 操作の結果を数秒だけ知らせる通知（トースト）の置き場。アプリに 1 つだけ置き、どこからでも `toast(...)` で出します。パソコンでは右上（ヘッダーの下）、スマートフォンでは画面の下に出て、ヘッダーやメニューボタンを隠しません。
 *
 * **使う場面**: 保存した、カートに入れた、通信に失敗した、のような操作の結果の短い知らせ。
 *
 * **使わない場面**: 読まないと先に進めない内容やフォームの入力エラー（その場に表示する）、長い文章。
 *
 * - する: 1 文で結果を言う（「カートに商品を追加しました。」）。
 * - しない: 同じ知らせを重ねて出す、トーストの中にしか情報を置かない（5 秒で消えます）。
 *
 * **キーボード・スクリーンリーダー**: 新しい知らせは 1 回だけ読み上げられます（通知ごとの `role="alert"`。「通知」と名前の付いた領域そのものは読み上げません）。Escape か「閉じる」ボタン（24 px 以上）で閉じ、通知の中にあったフォーカスは元の場所に戻ります。マウスを乗せると消えるのを待ちます。動きを減らす設定でも表示時間は同じです。
 *
 * The one toast container of the app. Settings are the spec's observed defaults (section 9):
 * 5000 ms, pause on hover, close on click, coloured theme on the brand colours; top-right below the
 * sticky header from 768 px, at the bottom on phones (toast.css), so a toast never hides the
 * header's focused controls (WCAG 2.4.11). Escape closes the toasts shown. Call `toast(...)` from
 * react-toastify anywhere below it.
 */
export function ToastRoot() {
  const root = useRef<HTMLDivElement>(null);
  // Where focus was before it entered a toast (Alt+T, Tab): it goes back there when the toast closes.
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const region = root.current;
    if (!region) return;
    // react-toastify makes its whole region polite-live and each toast an alert: a screen reader
    // said every toast twice. The toasts' own role (alert) is the one announcement kept.
    const section = region.querySelector('section');
    for (const name of ['aria-live', 'aria-atomic', 'aria-relevant']) section?.removeAttribute(name);

    const onFocusIn = (event: FocusEvent) => {
      const from = event.relatedTarget;
      if (from instanceof HTMLElement && !region.contains(from)) returnTo.current = from;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (!region.querySelector('.Toastify__toast')) return;
      restoreFocus(region, returnTo.current);
      toast.dismiss();
    };
    region.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKey);
    return () => {
      region.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  return (
    <div ref={root}>
      <ToastContainer
        position="top-right"
        autoClose={5000}
        pauseOnHover
        closeOnClick
        theme="colored"
        newestOnTop
        aria-label={notifications}
        closeButton={({ closeToast }: CloseButtonProps) => (
          <button
            type="button"
            className="Toastify__close-button"
            aria-label={closeNotification}
            onClick={(event) => {
              // Not also the toast's own click (closeOnClick).
              event.stopPropagation();
              restoreFocus(root.current, returnTo.current);
              closeToast(true);
            }}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" fill="none" />
            </svg>
          </button>
        )}
      />
    </div>
  );
}

/** A toast holding focus is about to go: focus returns to where it was before (else the page's main). */
function restoreFocus(region: HTMLElement | null, to: HTMLElement | null) {
  if (!region?.contains(document.activeElement)) return;
  const target = to?.isConnected ? to : document.getElementById('main');
  target?.focus();
}
