import { Link } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';

// The spec names the Q&A screen but no call for it, so the questions ship with the site.
const faqs = [
  {
    q: '会員登録に費用はかかりますか？',
    a: '無料会員の登録は無料です。有料会員になると、会員限定のコンテンツをご覧いただけます。',
  },
  {
    q: '登録用のメールが届きません。',
    a: '迷惑メールフォルダをご確認ください。届かない場合は、新規会員登録の画面からもう一度送信してください。',
  },
  {
    q: 'パスワードを忘れました。',
    a: 'ログイン画面の「パスワードをお忘れの方」から、再設定用のメールをお送りします。',
  },
  {
    q: '有料会員を退会するとどうなりますか？',
    a: '退会のお手続き後も、お支払い済みの期間の終わりまでは有料会員としてご利用いただけます。',
  },
  {
    q: '使えるお支払い方法は？',
    a: 'クレジットカードをご利用いただけます。本人認証（3-D セキュア）が求められる場合があります。',
  },
  { q: '注文した商品はいつ届きますか？', a: 'ご注文確定後、通常7営業日以内に発送します。' },
] as const;

export function FaqPage() {
  return (
    <>
      <PageHeading title="よくある質問" />
      <div className={styles.stack}>
        {faqs.map((item) => (
          <details key={item.q}>
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
        <p>
          解決しない場合は<Link to={paths.contact}>お問い合わせ</Link>ください。
        </p>
      </div>
    </>
  );
}
