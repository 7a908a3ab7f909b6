import { PAGE_SIZE_GRID } from '@fanclub/domain';
import { useProductCategories, useProducts } from '@fanclub/domain/react';
import { CardGrid, ProductCard, productCardProps } from '@fanclub/ui';
import { paths } from '../../app/paths.ts';
import { CategorisedList } from '../../components/CategorisedList.tsx';
import { shopText } from '../../messages/shop.ts';

/** The shop: a card grid of products with category filters. */
export function ProductsPage() {
  return (
    <CategorisedList
      title={shopText.title}
      section="products"
      basePath={paths.products}
      pageSize={PAGE_SIZE_GRID}
      queries={[useProductCategories, useProducts]}
      errorKey="fetchProductsFailed"
      categoriesErrorKey="fetchProductCategoriesFailed"
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
