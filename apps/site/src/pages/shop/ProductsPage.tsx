import { PAGE_SIZE_GRID } from '@fanclub/domain';
import { useProductCategories, useProducts } from '@fanclub/domain/react';
import { CardGrid, ProductCard, productCardProps } from '@fanclub/ui';
import { paths } from '../../app/paths.ts';
import { CategorisedList, useListQuery } from '../../components/CategorisedList.tsx';
import { shopText } from '../../messages/shop.ts';

/** The shop: a card grid of products with category filters. */
export function ProductsPage() {
  return (
    <CategorisedList
      title={shopText.title}
      basePath={paths.products}
      pageSize={PAGE_SIZE_GRID}
      categories={useProductCategories()}
      categoriesErrorKey="fetchProductCategoriesFailed"
      list={useProducts(useListQuery(PAGE_SIZE_GRID))}
      errorKey="fetchProductsFailed"
      emptyText={shopText.empty}
    >
      {(products) => (
        <CardGrid>
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard
                {...productCardProps(product, paths.product(product.id))}
                priority={index === 0}
                headingLevel={2}
              />
            </li>
          ))}
        </CardGrid>
      )}
    </CategorisedList>
  );
}
