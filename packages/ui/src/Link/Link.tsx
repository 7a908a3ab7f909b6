import { Link as RacLink, type LinkProps as RacLinkProps } from 'react-aria-components';
import styles from './Link.module.css';
import { withClass } from '../Button/with-class.ts';

export type LinkProps = Omit<RacLinkProps, 'className'> & { className?: string };

/**
 * 文中や一覧の文字のリンク。サイト内のリンクはアプリのルーターでページを切り替えます。
 *
 * **使う場面**: ほかのページや外部サイトへ移る文字のリンク（「ニュース一覧へ」）。
 *
 * **使わない場面**: 目立たせたい移動（`ButtonLink`）、その場の処理（`Button`）。
 *
 * - する: リンク先がわかる文言にする（「詳しくはこちら」だけにしない）。
 * - しない: 外部サイトを予告なく新しいタブで開く。
 *
 * **キーボード・スクリーンリーダー**: Tab で止まり、Enter で移動します。リンクとして読み上げられます。
 *
 * A text link. Routing is the app's business: it wraps the tree in RAC's RouterProvider, so an
 * internal `href` navigates client-side without this package knowing the router. (`ButtonLink` is a
 * native anchor routed through `LinkNavigationProvider` instead, see ButtonLink.tsx.)
 */
export function Link({ className, ...props }: LinkProps) {
  return <RacLink {...props} className={withClass(styles.link, className)} />;
}
