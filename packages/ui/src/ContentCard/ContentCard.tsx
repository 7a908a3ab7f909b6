import { Image } from '../Image/Image.tsx';
import { ImagePlaceholder } from '../Image/ImagePlaceholder.tsx';
import { useRouterLink } from '../Link/link-navigation.tsx';
import { ContentMeta } from './ContentMeta.tsx';
import styles from './ContentCard.module.css';

export type ContentCardProps = {
  /** カードのリンク先。 */
  href: string;
  /** タイトル（リンクの名前）。 */
  title: string;
  /** 画像（なければ無地の枠）。 */
  imageUrl?: string | null;
  /** 公開日など（YYYY/MM/DD で表示）。 publishAt / publishedAt / eventStart: shown as YYYY/MM/DD. */
  date?: string | null;
  /** カテゴリ名。 */
  category?: string | null;
  /** サブタイトル。 */
  subTitle?: string | null;
  /** 「NEW」を付けます。 */
  isNew?: boolean;
  /** 「会員限定」を付けます。 */
  isPaid?: boolean;
  /**
   * 画像の形: wide（ニュース・ブログ）、square（作品）、portrait（プロフィール）。
   * Image shape: wide for news and blogs, square for discography, portrait for profiles.
   */
  shape?: 'wide' | 'square' | 'portrait';
  /** 一覧のセクションの中での見出しの階層。 Headline level inside the list's section. */
  headingLevel?: 2 | 3 | 4;
  /**
   * 最初の画面に見える 1 枚目のカード: 画像を先に読み込みます（`Image` の `priority`）。
   * The first card of a page, its picture in the first view.
   */
  priority?: boolean;
};

const RATIO = { wide: '16 / 9', square: '1 / 1', portrait: '3 / 4' } as const;

/**
 * すべてのコンテンツ一覧（ニュース、ブログ、スケジュール、ディスコグラフィー、トピック、プロフィール、ギフト投稿）に使う 1 枚のカード。カード全体が 1 つのリンクで、名前はタイトルです。
 *
 * **使う場面**: 記事や作品の一覧を `CardGrid` に並べるとき。`shape` で画像の形（wide: ニュース・ブログ、square: ディスコグラフィー、portrait: プロフィール）。
 *
 * **使わない場面**: 商品（`ProductCard`: 価格と在庫）、文字だけの一覧（`NoticeList`）。
 *
 * - する: 見出しの階層を一覧のセクションに合わせる（`headingLevel`）。
 * - しない: カードの中にさらにリンクやボタンを入れる（カード全体がリンクです）。
 *
 * **キーボード・スクリーンリーダー**: 1 枚につき Tab は 1 回。タイトルの見出しとして読み上げ、日付・カテゴリ・NEW・会員限定は文字で続きます。
 *
 * One card for every content list (news, blogs, schedules, discography, topics, profiles,
 * gift posts). The whole card is one link, named by its title: a native `<a>` through the app's
 * router (`useRouterLink`), so a page of cards needs none of react-aria.
 */
export function ContentCard({
  href,
  title,
  imageUrl,
  date,
  category,
  subTitle,
  isNew,
  isPaid,
  shape = 'wide',
  headingLevel = 3,
  priority,
}: ContentCardProps) {
  const link = useRouterLink(href);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {imageUrl ? (
          <Image
            src={imageUrl}
            alt=""
            aspectRatio={RATIO[shape]}
            sizes="(max-width: 768px) 50vw, 320px"
            priority={priority}
          />
        ) : (
          <ImagePlaceholder aspectRatio={RATIO[shape]} />
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.meta}>
          <ContentMeta date={date} category={category} isNew={isNew} isPaid={isPaid} />
        </div>
        <Heading className={styles.title}>
          <a {...link} className={styles.link}>
            {title}
          </a>
        </Heading>
        {subTitle && <p className={styles.sub}>{subTitle}</p>}
      </div>
    </article>
  );
}
