import { PAGE_SIZE_GRID, taxIncluded } from '@fanclub/domain';
import { useDiscographies, useDiscography, useDiscographyCategories } from '@fanclub/domain/react';
import { DiscographyGrid, Image, Price, RichText, uiMessages } from '@fanclub/ui';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PaidLock } from '../../components/PaidLock.tsx';
import { Pager, pageFromSearch } from '../../components/Pager.tsx';
import { CategoryFilter } from '../../components/CategoryFilter.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { categoryFromSearch, categoryPageHref } from '../../app/route-data.ts';
import styles from '../../components/content.module.css';
import { contentPagesText } from '../../messages/content-pages.ts';

export function DiscographyListPage() {
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const categoryId = categoryFromSearch(search);
  const categories = useDiscographyCategories();
  const list = useDiscographies({ limit: PAGE_SIZE_GRID, offset: (page - 1) * PAGE_SIZE_GRID, categoryId });
  return (
    <>
      <PageHeading title={uiMessages.discography.list} />
      <CategoryFilter
        query={categories}
        errorKey="fetchDiscographyCategoriesFailed"
        current={categoryId}
        basePath={paths.discography}
      />
      <QueryBoundary query={list} errorKey="fetchDiscographiesFailed" isEmpty={(d) => d.data.length === 0}>
        {({ data, total }) => (
          <>
            <DiscographyGrid
              discographies={data}
              getHref={(d) => paths.discographyDetail(d.id)}
              headingLevel={2}
            />
            <Pager
              total={total}
              pageSize={PAGE_SIZE_GRID}
              page={page}
              makeHref={(n) => categoryPageHref(paths.discography, categoryId, n)}
            />
          </>
        )}
      </QueryBoundary>
    </>
  );
}

export function DiscographyDetailPage() {
  const item = useDiscography(useParams().id ?? '');
  return (
    <QueryBoundary query={item} errorKey="fetchDiscographyFailed">
      {(d) => (
        <article className={styles.article}>
          <PageHeading
            title={d.title}
            lead={contentPagesText.sectionOf(uiMessages.discography.list, d.category.name)}
          />
          {d.imageURL && <Image src={d.imageURL} alt={d.title} aspectRatio="1 / 1" priority />}
          {d.isShowPrice && <Price amount={taxIncluded(d.price, d.taxRate)} />}
          {d.summary && <p>{d.summary}</p>}
          {d.content !== null ? <RichText html={d.content} /> : d.isPaid && <PaidLock />}
          <p>
            {d.purchaseLink && (
              <a href={d.purchaseLink} target="_blank" rel="noopener noreferrer">
                {contentPagesText.buy}
              </a>
            )}{' '}
            {d.streamLink && (
              <a href={d.streamLink} target="_blank" rel="noopener noreferrer">
                {contentPagesText.stream}
              </a>
            )}
          </p>
          <Link to={paths.discography}>{contentPagesText.backToList}</Link>
        </article>
      )}
    </QueryBoundary>
  );
}
