import { sectionSurfaceVariables } from '@fanclub/ui';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import { useWebSpec } from '../app/site/WebSpecProvider.tsx';
import { shellText as t } from './shell-text.ts';
import { SocialLinks } from './SocialLinks.tsx';
import styles from './Footer.module.css';

const links = [
  { to: paths.faq, label: t.faq },
  { to: paths.contact, label: t.contact },
  { to: paths.termsOfService, label: t.terms },
  { to: paths.privacyPolicy, label: t.privacy },
  { to: paths.commercialTransactionsLaw, label: t.commercialLaw },
] as const;

export function Footer() {
  const spec = useWebSpec();
  const title = spec?.siteTitle ?? t.defaultTitle;
  const logo = spec?.logos.logoFooter;
  // The web specification's footer colour, with text chosen by contrast (the footer logo is made
  // for it: a light logo on a dark footer).
  const surface = sectionSurfaceVariables(spec?.sections.footer?.color) as CSSProperties | undefined;
  return (
    <footer className={styles.footer} style={surface}>
      <nav aria-label={t.footerMenu}>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <SocialLinks links={spec} include={['tiktokLink', 'instagramLink', 'xLink', 'youtubeLink']} />
      {logo && <img src={logo} alt="" height={32} className={styles.logo} />}
      <p className={styles.copyright}>
        <small>
          © {new Date().getFullYear()} {title}
        </small>
      </p>
    </footer>
  );
}
