import { taxIncluded } from '@fanclub/domain';
import type { Product } from '@fanclub/domain';
import { useDeliveryMethods } from '@fanclub/domain/react';
import { Price, uiMessages } from '@fanclub/ui';
import styles from '../../components/content.module.css';
import { shopText } from '../../messages/shop.ts';

/** At most this many left reads 「残り3点」 rather than 在庫あり. */
const FEW_LEFT = 5;

const stockLabel = (quantity: number) =>
  quantity <= 0
    ? uiMessages.soldOut
    : quantity <= FEW_LEFT
      ? uiMessages.lowStock(quantity)
      : shopText.inStock;

/**
 * What a fan wants to know before signing in to buy, read-only: each kind (サイズ, カラー) with its
 * price and stock, for whoever cannot use the purchase panel (a guest, or a free member on a paid
 * product). Server-rendered with the page; nothing here is interactive.
 */
export function ProductStock({ product }: { product: Product }) {
  const skus = product.productSkus;
  if (skus.length === 0) return null;
  return (
    <section aria-labelledby="product-stock" className={styles.stack}>
      <h2 id="product-stock">{shopText.stockHeading}</h2>
      <dl className={styles.facts}>
        {skus.map((sku) => (
          <div key={sku.id} style={{ display: 'contents' }}>
            <dt>
              {sku.attributes.length > 0 ? sku.attributes.map((a) => a.label).join(' / ') : product.name}
            </dt>
            <dd>
              <Price amount={taxIncluded(sku.price, product.taxRate)} size="sm" />
              {'　'}
              {stockLabel(sku.quantity)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The delivery costs, from the public list of delivery methods (`GET /api/v1/delivery-methods`):
 * shown to everyone before the cart. Nothing when the list cannot be fetched (the checkout says why).
 */
export function DeliveryCosts() {
  const methods = useDeliveryMethods();
  const list = methods.data?.data.filter((method) => method.isActive !== false) ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="product-delivery" className={styles.stack}>
      <h2 id="product-delivery">{uiMessages.deliveryCost}</h2>
      <dl className={styles.facts}>
        {list.map((method) => (
          <div key={method.id} style={{ display: 'contents' }}>
            <dt>{method.name}</dt>
            <dd>
              <Price amount={method.cost} size="sm" />
            </dd>
          </div>
        ))}
      </dl>
      <p>{shopText.deliveryNote}</p>
    </section>
  );
}
