import { Link } from 'react-aria-components';
import { Image } from '../Image/Image.tsx';
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
 * ホームのトピックのバナー（displayOrder の順）。スマートフォンで 1 列、デスクトップで 2 列。リンクのないトピックも表示します。
 *
 * **キーボード・スクリーンリーダー**: リンクのあるバナーだけ Tab で止まります。画像の代替テキストはトピックのタイトルです。
 *
 * The home page's topic banners in displayOrder: one column on a phone, two on desktop.
 * ContentCard needs an href; topics without a link still show here.
 */
export function TopicList({
  topics,
  label = topicListText.topics,
}: {
  /** トピック（displayOrder の順に並べ直します）。 */
  topics: readonly TopicItem[];
  /** 一覧の名前。 */
  label?: string;
}) {
  const sorted = [...topics].sort((a, b) => a.displayOrder - b.displayOrder);
  return (
    <ul className={styles.list} aria-label={label}>
      {sorted.map((topic) => (
        <li key={topic.id} className={styles.item}>
          {topic.imageURL ? (
            <Image src={topic.imageURL} alt="" aspectRatio="16 / 9" sizes="(max-width: 768px) 100vw, 560px" />
          ) : (
            <div className={styles.placeholder} />
          )}
          <p className={styles.title}>
            {topic.link ? (
              <Link href={topic.link} className={styles.link}>
                {topic.title}
              </Link>
            ) : (
              topic.title
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
