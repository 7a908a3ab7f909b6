import { taxIncluded } from '@fanclub/domain';
import type { Product } from '@fanclub/domain';
import { useProduct } from '@fanclub/domain/react';
import { ButtonLink, Image, IMAGE_SIZES, PageSpinner, Price } from '@fanclub/ui';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { signInPath } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { serverRenderedPart } from '../../components/server-rendered-part.tsx';
import styles from '../../components/content.module.css';
import { shopText } from '../../messages/shop.ts';
import { DeliveryCosts, ProductStock } from './ProductAvailability.tsx';

// Only a signed-in member can buy: a guest's first visit loads none of the purchase form.
const ProductPurchasePanel = lazy(() =>
  import('./ProductPurchasePanel.tsx').then((m) => ({ default: m.ProductPurchasePanel })),
);

// The description (CMS HTML, below the picture and the price) and the lock a paid-only product shows
// a guest or a free member: server-rendered, their code out of the page's first load.
const Description = serverRenderedPart(
  async () => (await import('./ProductDescription.tsx')).ProductDescription,
);
const PaidLock = serverRenderedPart(async () => (await import('../../components/PaidLock.tsx')).PaidLock);

export function ProductDetailPage() {
  const product = useProduct(useParams().id ?? '');
  return (
    <QueryBoundary query={product} errorKey="fetchProductFailed">
      {(item) => <ProductDetail product={item} />}
    </QueryBoundary>
  );
}

function ProductDetail({ product }: { product: Product }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const skus = product.productSkus;
  // The price and picture follow the SKU chosen in the panel; before that, the first in stock.
  const [chosenId, setChosenId] = useState<number>();
  const shown = skus.find((s) => s.id === chosenId) ?? skus.find((s) => s.quantity > 0) ?? skus[0];
  const locked = product.isPaid && !user?.isPaidMember;

  return (
    <article className={styles.article}>
      <PageHeading title={product.name} lead={shopText.title} />
      {product.imageURL && (
        <Image
          src={shown?.imageUrl ?? product.imageURL}
          alt={product.name}
          aspectRatio="1 / 1"
          sizes={IMAGE_SIZES.column}
          priority
        />
      )}
      {shown && <Price amount={taxIncluded(shown.price, product.taxRate)} size="lg" />}
      {product.description && <Description html={product.description} />}
      {/* Sizes and stock, read-only, for whoever has no purchase panel; the delivery costs for all. */}
      {(locked || !user) && <ProductStock product={product} />}
      <DeliveryCosts />
      {locked ? (
        <PaidLock />
      ) : !user ? (
        <ButtonLink href={signInPath(pathname)}>{shopText.signInToBuy}</ButtonLink>
      ) : (
        <Suspense fallback={<PageSpinner />}>
          <ProductPurchasePanel product={product} onSkuChange={(sku) => setChosenId(sku?.id)} />
        </Suspense>
      )}
    </article>
  );
}
