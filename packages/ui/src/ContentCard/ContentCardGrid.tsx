import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { CardGrid } from './CardGrid.tsx';
import { ContentCard, type ContentCardProps } from './ContentCard.tsx';

/** What every card shown by a ContentCardGrid carries itself. */
type GridItem = { id: number; imageURL?: string | null; isPaid: boolean };

/** What an app may set on a grid of content cards (DiscographyGrid, ProfileGrid). */
export type ContentCardGridOptions<T> = {
  /**
   * 1 件のリンク先（既定は各一覧の詳細ページ /…/[id]）。
   * Where an item opens; the list's own detail page unless the app says otherwise.
   */
  getHref?: (item: T) => string;
  /** 一覧の名前。 */
  label?: string;
  /** 各カードの見出しの階層（既定 h3。ページの見出しのすぐ下の一覧なら 2）。 */
  headingLevel?: 2 | 3 | 4;
};

type ContentCardGridProps<T extends GridItem> = ContentCardGridOptions<T> & {
  items: readonly T[];
  /** The list's name (unless the app gives one) and the empty state's title. */
  text: { readonly list: string; readonly empty: string };
  /** The detail pages' path: an item opens `${path}/${id}` unless `getHref` says otherwise. */
  path: string;
  shape: ContentCardProps['shape'];
  /** What one item's card shows beyond its picture and paid marker. */
  card: (item: T) => Pick<ContentCardProps, 'title' | 'category' | 'subTitle'>;
};

/** Items as content cards in a CardGrid, one list item each, or the empty state when there are none. */
export function ContentCardGrid<T extends GridItem>({
  items,
  text,
  path,
  shape,
  card,
  getHref = (item) => `${path}/${item.id}`,
  label = text.list,
  headingLevel = 3,
}: ContentCardGridProps<T>) {
  if (items.length === 0) return <EmptyState title={text.empty} />;
  return (
    <CardGrid label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <ContentCard
            href={getHref(item)}
            imageUrl={item.imageURL}
            {...card(item)}
            headingLevel={headingLevel}
            isPaid={item.isPaid}
            shape={shape}
          />
        </li>
      ))}
    </CardGrid>
  );
}
