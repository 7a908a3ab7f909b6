import type { CSSProperties } from 'react';
import { NativeLink } from '../Link/NativeLink.tsx';
import { commercialLaw, contact, faq, footerMenu, privacy, terms } from '../messages/shell.ts';
import { SocialLinks, type SocialLinksData } from '../SocialLinks/SocialLinks.tsx';
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
  /** The web spec's site title, for the copyright line. */
  title: string;
  /** The web spec's footer logo, made for the footer colour (a light logo on a dark footer). */
  logoSrc?: string | null;
  /** The web spec's footer colour (`sections.footer.color`); text is chosen by contrast. */
  surfaceColor?: string | null;
  socialLinks?: SocialLinksData | null;
  year?: number;
};

export function Footer({
  title,
  logoSrc,
  surfaceColor,
  socialLinks,
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
      <SocialLinks links={socialLinks} placement="footer" />
      {logoSrc && <img src={logoSrc} alt="" height={32} className={styles.logo} />}
      <p className={styles.copyright}>
        <small>
          © {year} {title}
        </small>
      </p>
    </footer>
  );
}
