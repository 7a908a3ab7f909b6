import { Footer, SocialLinks } from '@fanclub/ui';
import { useWebSpec } from '../app/site/WebSpecProvider.tsx';

/**
 * `@fanclub/ui`'s footer with the web spec's logo, colour and social links, in a chunk of its own:
 * below every screen, it is not part of a first paint's budget (the server's HTML has it already).
 */
export function SiteFooter({ title }: { title: string }) {
  const spec = useWebSpec();
  return (
    <Footer
      title={title}
      logoSrc={spec?.logos.logoFooter}
      surfaceColor={spec?.sections.footer?.color}
      social={<SocialLinks links={spec} placement="footer" />}
    />
  );
}
