import { PAGE_SIZE_GRID } from '@fanclub/domain';
import { useProductCategories, useProducts } from '@fanclub/domain/react';
import { CardGrid, ProductCard, productCardProps } from '@fanclub/ui';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { categoryFromSearch, listQuery } from '../../app/route-data.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Pager, pageFromSearch } from '../../components/Pager.tsx';
import { CategoryFilter } from '../../components/CategoryFilter.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { shopText } from '../../messages/shop.ts';

/** The shop: a card grid of products with category filters. */
export function ProductsPage() {
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const categoryId = categoryFromSearch(search);
  const categories = useProductCategories();
  // The same query the route's loader started (app/route-data.ts).
  const products = useProducts(listQuery(search, PAGE_SIZE_GRID));
  return (
    <>
      <PageHeading title={shopText.title} />
      <CategoryFilter
        query={categories}
        errorKey="fetchProductCategoriesFailed"
        current={categoryId}
        basePath={paths.products}
      />
      <QueryBoundary
        query={products}
        errorKey="fetchProductsFailed"
        isEmpty={(d) => d.data.length === 0}
        emptyText={shopText.empty}
      >
        {({ data, total }) => (
          <>
            <CardGrid>
              {data.map((product, index) => (
                <li key={product.id}>
                  <ProductCard
                    {...productCardProps(product, paths.product(product.id))}
                    priority={index === 0}
                    headingLevel={2}
                  />
                </li>
              ))}
            </CardGrid>
            <Pager
              total={total}
              pageSize={PAGE_SIZE_GRID}
              page={page}
              makeHref={(n) =>
                `${paths.products}?${new URLSearchParams({ ...(categoryId ? { category: String(categoryId) } : {}), page: String(n) })}`
              }
            />
          </>
        )}
      </QueryBoundary>
    </>
  );
}
