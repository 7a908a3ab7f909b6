import { ContentCardGrid, type ContentCardGridOptions } from '../ContentCard/ContentCardGrid.tsx';
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

type DiscographyGridProps = ContentCardGridOptions<DiscographyItem> & {
  /** 作品の一覧。 */
  discographies: readonly DiscographyItem[];
};

/**
 * Jackets in a grid (2 columns on a phone), each with its category, release note and paid marker.
 */
export function DiscographyGrid({ discographies, ...options }: DiscographyGridProps) {
  return (
    <ContentCardGrid
      {...options}
      items={discographies}
      text={discographyText}
      path="/discography"
      shape="square"
      card={(work) => ({ title: work.title, category: work.category.name, subTitle: work.summary })}
    />
  );
}
