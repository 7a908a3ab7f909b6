import type { CSSProperties, ReactNode } from 'react';
import { NativeLink } from '../Link/NativeLink.tsx';
import { commercialLaw, contact, faq, footerMenu, privacy, terms } from '../messages/shell.ts';
import { sectionSurfaceVariables } from '../theme/section-surface.ts';
import styles from './Footer.module.css';

/** Spec section 2's footer: help, then the legal pages. */
const LINKS = [
  { href: '/q&a', label: faq },
  { href: '/contact', label: contact },
  { href: '/terms-of-service', label: terms },
  { href: '/privacy-policy', label: privacy },
  { href: '/commercial-transactions-law', label: commercialLaw },
] as const;

type FooterProps = {
  /** Web 仕様のサイト名（著作権表示に使います）。 The web spec's site title, for the copyright line. */
  title: string;
  /**
   * Web 仕様のフッターのロゴ（フッターの色に合わせたもの）。
   * The web spec's footer logo, made for the footer colour (a light logo on a dark footer).
   */
  logoSrc?: string | null;
  /**
   * Web 仕様のフッターの色（`sections.footer.color`）。文字の色はコントラストで決まります。
   * The web spec's footer colour (`sections.footer.color`); text is chosen by contrast.
   */
  surfaceColor?: string | null;
  /**
   * SNS のリンク（`<SocialLinks placement="footer" />`）。
   * The social links: a `SocialLinks` with `placement="footer"`.
   */
  social?: ReactNode;
  /** 著作権表示の年（既定は今年）。 */
  year?: number;
};

/**
 * サイトのフッター: ロゴ、よくある質問・お問い合わせ・規約などのリンク、SNS、著作権表示。背景は Web 仕様のフッターの色で、文字の色はコントラストで選びます。
 *
 * **使う場面**: すべての画面の下（アプリのシェルに 1 つ）。
 *
 * **キーボード・スクリーンリーダー**: `<footer>` の中に「フッターメニュー」のナビゲーション。SNS のリンクは「（新しいタブで開きます）」と読み上げます。
 */
export function Footer({
  title,
  logoSrc,
  surfaceColor,
  social,
  year = new Date().getFullYear(),
}: FooterProps) {
  const surface = sectionSurfaceVariables(surfaceColor) as CSSProperties | undefined;
  return (
    <footer className={styles.footer} style={surface}>
      <nav aria-label={footerMenu}>
        <ul className={styles.links}>
          {LINKS.map((link) => (
            <li key={link.href}>
              <NativeLink href={link.href}>{link.label}</NativeLink>
            </li>
          ))}
        </ul>
      </nav>
      {social}
      {logoSrc && (
        // Below the fold: no preload competing with the page's largest picture.
        <img src={logoSrc} alt="" height={32} className={styles.logo} loading="lazy" />
      )}
      <p className={styles.copyright}>
        <small>
          © {year} {title}
        </small>
      </p>
    </footer>
  );
}
