import { describe, expect, it } from 'vitest';
import { productCardProps } from './ProductCard.tsx';

const product = {
  id: 7,
  name: 'ロゴTシャツ',
  imageURL: null,
  taxRate: 10,
  isPaid: false,
  tag: null,
  productSkus: [
    { price: 3000, quantity: 2 },
    { price: 3500, quantity: 0 },
  ],
};

describe('productCardProps', () => {
  it('shows the cheapest SKU with tax and marks a range when SKUs differ in price', () => {
    const props = productCardProps(product, '/products/7');
    expect(props).toMatchObject({ href: '/products/7', price: 3300, hasPriceRange: true, isSoldOut: false });
  });

  it('marks a product sold out only when every SKU is at 0, and members-only from the data', () => {
    const props = productCardProps(
      {
        ...product,
        isPaid: true,
        productSkus: [
          { price: 3000, quantity: 0 },
          { price: 3000, quantity: 0 },
        ],
      },
      '/products/7',
    );
    expect(props).toMatchObject({ isSoldOut: true, isPaid: true, hasPriceRange: false, price: 3300 });
  });

  it('shows no price for a product without SKUs', () => {
    expect(productCardProps({ ...product, productSkus: [] }, '/x').price).toBeNull();
  });
});
