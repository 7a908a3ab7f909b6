import { useProducts } from '@fanclub/domain/react';
import { CardGrid, ProductCard, productCardProps } from '@fanclub/ui';
import { paths } from '../../app/paths.ts';
import { HOME_PRODUCTS } from '../../app/route-data.ts';

/** The home's newest goods as product cards (picture, name, price), as in the shop. */
export function HomeProducts() {
  const { data } = useProducts({ limit: HOME_PRODUCTS });
  return (
    <CardGrid>
      {(data?.data ?? []).map((product) => (
        <li key={product.id}>
          <ProductCard {...productCardProps(product, paths.product(product.id))} />
        </li>
      ))}
    </CardGrid>
  );
}
