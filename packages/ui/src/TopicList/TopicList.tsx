import { Image } from '../Image/Image.tsx';
import { useRouterLink } from '../Link/link-navigation.tsx';
import { topicListText } from '../messages/topic-list.ts';
import styles from './TopicList.module.css';

/** A topic (spec section 3); `link` may be empty, then the banner is not a link. */
export type TopicItem = {
  id: number;
  title: string;
  imageURL?: string | null;
  link?: string | null;
  displayOrder: number;
};

/**
 * The topic banners in displayOrder: one column on a phone, two on desktop. ContentCard needs an
 * href; topics without a link still show here. Links are native `<a>` through the app's router
 * (`useRouterLink`), so a page showing topics needs none of react-aria.
 */
export function TopicList({
  topics,
  label = topicListText.topics,
  getHref = (topic) => topic.link,
  limit,
  priority,
}: {
  /** トピック（displayOrder の順に並べ直します）。 */
  topics: readonly TopicItem[];
  /** 一覧の名前。 */
  label?: string;
  /**
   * 1 件のリンク先（既定はトピックの link、空ならリンクなし）。
   * Where a topic leads; its own `link` unless the app says otherwise (empty: not a link).
   */
  getHref?: (topic: TopicItem) => string | null | undefined;
  /** 先頭から何件まで出すか（ホームの欄）。 How many to show, first ones in order (a home section). */
  limit?: number;
  /** 先頭の画像を先に読み込みます（最初の画面の一番大きな画像）。 The first banner is the first view's picture. */
  priority?: boolean;
}) {
  const sorted = [...topics].sort((a, b) => a.displayOrder - b.displayOrder).slice(0, limit);
  return (
    <ul className={styles.list} aria-label={label}>
      {sorted.map((topic, index) => {
        const href = getHref(topic);
        return (
          <li key={topic.id} className={styles.item}>
            {topic.imageURL ? (
              <Image
                src={topic.imageURL}
                alt=""
                aspectRatio="16 / 9"
                sizes="(max-width: 768px) 100vw, 560px"
                priority={priority && index === 0}
              />
            ) : (
              <div className={styles.placeholder} />
            )}
            <p className={styles.title}>
              {href ? <TopicLink href={href}>{topic.title}</TopicLink> : topic.title}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

function TopicLink({ href, children }: { href: string; children: string }) {
  return (
    <a {...useRouterLink(href)} className={styles.link}>
      {children}
    </a>
  );
}
