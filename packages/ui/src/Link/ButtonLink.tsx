import type { ComponentPropsWithRef } from 'react';
import buttonStyles from '../Button/Button.module.css';
import type { ButtonVariant } from '../Button/Button.tsx';
import { withClass } from '../Button/with-class.ts';
import { useRouterLink } from './link-navigation.tsx';

export type ButtonLinkProps = Omit<ComponentPropsWithRef<'a'>, 'className' | 'href'> & {
  /** リンク先。 */
  href: string;
  /**
   * レイアウト用のクラス（余白・幅）。見た目は `variant` で決めます。
   * Extra class for layout (margins, width); the look comes from `variant`.
   */
  className?: string;
  /** 見た目（`Button` と同じ）。 */
  variant?: ButtonVariant;
  /** 親の幅いっぱいに広げます。 Stretches to the container's width (phone forms). */
  fullWidth?: boolean;
  /**
   * グレーで、フォーカスも移動もしない（無効のリンクとして読み上げ）。
   * Shown greyed out, not focusable and not followed (announced as a disabled link).
   */
  isDisabled?: boolean;
};

/**
 * ボタンの見た目のリンク（ネイティブの `<a>`）。ページへ移るだけの主な操作に使います（「有料会員になる」）。
 *
 * **使わない場面**: その場で処理を始める操作（`Button`）。
 *
 * A link that looks like a button: navigation that must stand out (「会員登録」 etc.). A native
 * `<a href>` (focusable, follows on Enter, every browser link gesture works), styled like `Button`:
 * hover, pressed and the focus ring come from CSS (`:hover`, `:active`, `:focus-visible`). A plain
 * click on an internal href goes through the app's `LinkNavigationProvider` (client-side routing);
 * modifier and middle clicks, `target`, `download` and other origins stay the browser's. It needs
 * none of react-aria, so a screen with only links keeps react-aria out of its JavaScript.
 */
export function ButtonLink({
  href,
  variant = 'primary',
  fullWidth,
  isDisabled,
  className,
  onClick,
  children,
  ...props
}: ButtonLinkProps) {
  const link = useRouterLink(href, onClick);
  const look = {
    className: withClass(buttonStyles.button, className),
    'data-variant': variant,
    'data-full-width': fullWidth || undefined,
  };
  if (isDisabled) {
    // Like react-aria's disabled link: no href, so neither focusable nor followed.
    return (
      <a {...props} {...look} role="link" aria-disabled="true" data-disabled="">
        {children}
      </a>
    );
  }
  return (
    <a {...props} {...look} {...link}>
      {children}
    </a>
  );
}
