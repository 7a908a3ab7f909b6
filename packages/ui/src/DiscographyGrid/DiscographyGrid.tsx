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
  discographies: readonly DiscographyItem[];
  /** Where a work opens; /discography/[id] unless the app says otherwise. */
  getHref?: (work: DiscographyItem) => string;
  label?: string;
};

/** Jackets in a grid (2 columns on a phone), each with its category, release note and paid marker. */
export function DiscographyGrid({
  discographies,
  getHref = (work) => `/discography/${work.id}`,
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
            isPaid={work.isPaid}
            shape="square"
          />
        </li>
      ))}
    </CardGrid>
  );
}
