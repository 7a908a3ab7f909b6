import { CardGrid } from '../ContentCard/CardGrid.tsx';
import { ContentCard } from '../ContentCard/ContentCard.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { discographyText } from '../messages/discography.ts';

/**
 * A discography work (spec section 3). The entity has no release-date field; `summary` carries
 * the release note (「2027年1月21日発売」) and shows under the title.
 */
export type DiscographyItem = {
  id: number;
  title: string;
  category: { id: number; name: string };
  isPaid: boolean;
  summary?: string | null;
  imageURL?: string | null;
};

type DiscographyGridProps = {
  /** 作品の一覧。 */
  discographies: readonly DiscographyItem[];
  /**
   * 1 作品のリンク先（既定は /discography/[id]）。
   * Where a work opens; /discography/[id] unless the app says otherwise.
   */
  getHref?: (work: DiscographyItem) => string;
  /** 一覧の名前。 */
  label?: string;
  /** 各カードの見出しの階層（既定 h3。ページの見出しのすぐ下の一覧なら 2）。 */
  headingLevel?: 2 | 3 | 4;
};

/**
 * 作品（CD・配信など）のジャケットのグリッド（スマートフォンで 2 列）。カテゴリ、発売の情報、会員限定の印つき。
 *
 * **使う場面**: ディスコグラフィーの一覧とホームの作品欄。
 *
 * **キーボード・スクリーンリーダー**: 1 作品につき Tab は 1 回。リンクの名前は作品名です。
 *
 * Jackets in a grid (2 columns on a phone), each with its category, release note and paid marker.
 */
export function DiscographyGrid({
  discographies,
  getHref = (work) => `/discography/${work.id}`,
  headingLevel = 3,
  label = discographyText.list,
}: DiscographyGridProps) {
  if (discographies.length === 0) return <EmptyState title={discographyText.empty} />;
  return (
    <CardGrid label={label}>
      {discographies.map((work) => (
        <li key={work.id}>
          <ContentCard
            href={getHref(work)}
            title={work.title}
            imageUrl={work.imageURL}
            category={work.category.name}
            subTitle={work.summary}
            headingLevel={headingLevel}
            isPaid={work.isPaid}
            shape="square"
          />
        </li>
      ))}
    </CardGrid>
  );
}
