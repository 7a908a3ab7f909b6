import { Link } from 'react-aria-components';
import { navText } from '../messages/nav.ts';
import styles from './Footer.module.css';

const LEGAL_LINKS = [
  { href: '/terms-of-service', label: navText.terms },
  { href: '/privacy-policy', label: navText.privacy },
  { href: '/commercial-transactions-law', label: navText.commercialLaw },
  { href: '/q&a', label: navText.faq },
  { href: '/contact', label: navText.contact },
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
