import { DetailLayout, type Neighbour } from '@fanclub/ui';
import { usePageTitle } from '../../app/site/use-page-title.ts';
import { PaidLock } from '../../components/PaidLock.tsx';
import { articlesText } from '../../messages/articles.ts';

interface ArticleDetailProps {
  readonly section: string;
  readonly title: string;
  readonly date: string;
  readonly category?: string | undefined;
  readonly imageUrl?: string | null | undefined;
  /** null when the server withheld paid content. */
  readonly content: string | null;
  readonly isPaid?: boolean;
  readonly previous?: Neighbour | undefined;
  readonly next?: Neighbour | undefined;
  readonly listHref: string;
}

/**
 * One news, blog or notice article: ui `DetailLayout` (spec section 2: details can request their
 * neighbours), its title the document's, the site's lock in place of withheld paid content.
 */
export function ArticleDetail({ content, isPaid, listHref, ...article }: ArticleDetailProps) {
  usePageTitle(article.title);
  return (
    <DetailLayout
      {...article}
      html={content}
      locked={content === null && isPaid !== false ? <PaidLock /> : undefined}
      back={{ href: listHref, label: articlesText.backToList }}
    />
  );
}
