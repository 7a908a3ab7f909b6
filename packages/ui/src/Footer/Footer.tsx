import { Link } from 'react-aria-components';
import { ja } from '../messages/ja.ts';
import styles from './Footer.module.css';

const LEGAL_LINKS = [
  { href: '/terms-of-service', label: ja.terms },
  { href: '/privacy-policy', label: ja.privacy },
  { href: '/commercial-transactions-law', label: ja.commercialLaw },
  { href: '/q&a', label: ja.faq },
  { href: '/contact', label: ja.contact },
] as const;

type FooterProps = {
  /** The web spec's siteTitle, for the copyright line. */
  siteTitle: string;
  logo?: { src: string; alt: string };
  year?: number;
};

export function Footer({ siteTitle, logo, year = new Date().getFullYear() }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {logo && <img className={styles.logo} src={logo.src} alt={logo.alt} height={32} />}
        <nav aria-label="法的情報">
          <ul className={styles.links}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <Link className={styles.link} href={link.href}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copy}>
          <small>
            © {year} {siteTitle}
          </small>
        </p>
      </div>
    </footer>
  );
}
