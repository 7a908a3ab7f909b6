import type { ErrorMessageKey } from '@fanclub/domain';
import { DetailLayout } from '@fanclub/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/site/use-page-title.ts';
import { PaidLock } from '../../components/PaidLock.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { articlesText } from '../../messages/articles.ts';

type Id = string | number;
/** What every article kind has: a news item, a notice and a blog entry. */
interface Article {
  readonly title: string;
  /** null when the server withheld paid content. */
  readonly content: string | null;
  /** Paid content whose body the server withheld shows the lock; a notice is never paid. */
  readonly isPaid?: boolean;
}
/** The neighbour the server names (spec section 2: details can request their neighbours). */
type NeighbourQuery = UseQueryResult<{ readonly id: Id; readonly title: string } | null>;

/** How one kind of article is fetched, linked and captioned. */
export interface ArticleKind<T extends Article> {
  /** The hooks for the article, the next one and the previous one. */
  readonly queries: readonly [
    useItem: (id: Id) => UseQueryResult<T>,
    useNext: (id: Id) => NeighbourQuery,
    usePrevious: (id: Id) => NeighbourQuery,
  ];
  readonly errorKey: ErrorMessageKey;
  readonly href: (id: Id) => string;
  readonly listHref: string;
  /** The caption above the title, the date and what else this kind shows. */
  readonly describe: (item: T) => {
    section: string;
    date: string;
    category?: string;
    imageUrl?: string | null;
  };
}

/**
 * The article of `/…/:id` with its neighbours: ui `DetailLayout`, its title the document's, the
 * site's lock in place of withheld paid content, the spec's message when it cannot be fetched.
 */
export function ArticleDetail<T extends Article>({ kind }: { kind: ArticleKind<T> }) {
  const id = useParams().id ?? '';
  const [useItem, useNext, usePrevious] = kind.queries;
  const item = useItem(id);
  const neighbour = (query: NeighbourQuery) =>
    query.data ? { title: query.data.title, href: kind.href(query.data.id) } : null;
  const next = neighbour(useNext(id));
  const previous = neighbour(usePrevious(id));
  return (
    <QueryBoundary query={item} errorKey={kind.errorKey}>
      {(article) => (
        <ArticleView
          article={article}
          {...kind.describe(article)}
          previous={previous}
          next={next}
          back={kind.listHref}
        />
      )}
    </QueryBoundary>
  );
}

function ArticleView({
  article: { title, content, isPaid },
  back,
  ...shown
}: Omit<Parameters<typeof DetailLayout>[0], 'title' | 'html' | 'locked' | 'back'> & {
  article: Article;
  back: string;
}) {
  usePageTitle(title);
  return (
    <DetailLayout
      {...shown}
      title={title}
      html={content}
      locked={content === null && isPaid === true ? <PaidLock /> : undefined}
      back={{ href: back, label: articlesText.backToList }}
    />
  );
}

/** One kind's settings, with the item's type taken from its hook. */
export const articleKind = <T extends Article>(kind: ArticleKind<T>) => kind;
