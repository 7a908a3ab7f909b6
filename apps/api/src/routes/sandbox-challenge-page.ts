/** Test code the sandbox "issuer" accepts (docs/payments.md). */
export const SANDBOX_TDS_CODE = '1234';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;

/**
 * The issuer's challenge page of the sandbox: plain HTML, no script (our CSP forbids inline
 * scripts), labelled fields and an error tied to its field, so it works with a screen reader.
 */
export const challengePage = (
  state: { orderId: string; amount: number; maskedCardNumber: string; error?: string } | null,
): string => {
  const body = state
    ? `<h1>本人認証（3-D セキュア）</h1>
<p>テスト環境のカード会社による本人認証です。お支払いを続けるには認証コードを入力してください。</p>
<dl>
  <dt>ご利用金額</dt><dd>${state.amount > 0 ? escapeHtml(yen(state.amount)) : 'カード登録（¥0）'}</dd>
  <dt>カード番号</dt><dd>${escapeHtml(state.maskedCardNumber)}</dd>
</dl>
<form method="post" action="/sandbox-pay/3ds/${encodeURIComponent(state.orderId)}" novalidate>
  <label for="code">認証コード</label>
  <input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required
    aria-describedby="code-hint${state.error ? ' code-error' : ''}"${state.error ? ' aria-invalid="true" autofocus' : ''}>
  <p id="code-hint">テスト用の認証コードは ${SANDBOX_TDS_CODE} です。</p>
  ${state.error ? `<p id="code-error" role="alert">${escapeHtml(state.error)}</p>` : ''}
  <button type="submit" name="action" value="authenticate">認証する</button>
  <button type="submit" name="action" value="cancel" formnovalidate>キャンセル</button>
</form>`
    : `<h1>本人認証（3-D セキュア）</h1>
<p role="alert">この認証は完了しているか、有効期限が切れています。お手数ですが、最初からやり直してください。</p>`;
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>本人認証（3-D セキュア）| テスト環境</title>
<style>
body{font-family:"Hiragino Sans","Noto Sans JP",Meiryo,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;line-height:1.7;color:#1a1a1a}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dd{margin:0}
label{display:block;font-weight:700;margin-top:1rem}
input{font-size:1.25rem;padding:.5rem;width:100%;box-sizing:border-box;border:2px solid #555;border-radius:4px}
input[aria-invalid=true]{border-color:#b00020}
[role=alert]{color:#b00020;font-weight:700}
button{font-size:1rem;padding:.75rem 1.5rem;margin:1rem .5rem 0 0;border-radius:4px;border:2px solid #1a4fa0;background:#1a4fa0;color:#fff}
button[value=cancel]{background:#fff;color:#1a4fa0}
:focus-visible{outline:3px solid #f0a000;outline-offset:2px}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
};
