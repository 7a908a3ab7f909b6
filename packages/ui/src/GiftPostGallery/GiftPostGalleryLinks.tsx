import { useRouterLink } from '../Link/link-navigation.tsx';
import { giftPostText } from '../messages/gift-post.ts';
import { GiftPostGrid, type GiftPostItem } from './GiftPostCard.tsx';
import styles from './GiftPostGallery.module.css';

/**
 * ギフト投稿のグリッド（リンクの形）。各カードは投稿のページ（例: /gift-post/[id]）へのリンクです。
 *
 * **使う場面**: 投稿ごとにページ（URL）があるサイトの一覧。ダイアログで開くなら `GiftPostGallery`。
 *
 * **キーボード・スクリーンリーダー**: 各カードはタイトルを名前にしたリンク 1 つ（カード全体が押せます）。サーバーの HTML のままの普通の `<a>` で、アプリのルーターで移動します（react-aria を使いません）。
 *
 * The link mode of GiftPostGallery: each card a native `<a>` to the post's page through the app's
 * router, so a page listing gift posts needs none of the dialog's code.
 */
export function GiftPostGalleryLinks({
  posts,
  getHref,
  label = giftPostText.gallery,
  headingLevel,
}: {
  /** ギフト投稿。 */
  posts: readonly GiftPostItem[];
  /** 1 件のページ。 Where a post leads (its page). */
  getHref: (post: GiftPostItem) => string;
  /** 一覧の名前。 */
  label?: string;
  /**
   * 各タイトルの見出しのレベル（既定 3）。ページの h1 のすぐ下に並べるなら 2。
   * The titles' heading level: 2 when the grid sits right under the page's h1.
   */
  headingLevel?: 2 | 3;
}) {
  return (
    <GiftPostGrid
      posts={posts}
      label={label}
      headingLevel={headingLevel}
      title={(post) => <GiftPostLink href={getHref(post)}>{post.title}</GiftPostLink>}
    />
  );
}

function GiftPostLink({ href, children }: { href: string; children: string }) {
  return (
    <a {...useRouterLink(href)} className={styles.link}>
      {children}
    </a>
  );
}
