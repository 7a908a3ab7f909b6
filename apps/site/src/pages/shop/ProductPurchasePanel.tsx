import type { Product } from '@fanclub/domain';
import { useCart, useSaveCartProducts } from '@fanclub/domain/react';
import { Button, ButtonLink, PurchaseNoteField, QuantityStepper, SkuSelector, uiMessages } from '@fanclub/ui';
import type { SkuOption } from '@fanclub/ui';
import { useState } from 'react';
import { paths } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { notify } from '../../app/site/notify.tsx';
import styles from '../../components/content.module.css';
import { orderText } from '../../messages/order.ts';

/** The cart's limit for one line (the API's count rule). */
const MAX_COUNT = 99;
/** The longest purchase note the API takes. */
const NOTE_MAX = 500;

/**
 * What a signed-in member uses to buy (ProductDetailPage loads it only for one): the SKU by its
 * attributes (sold-out values stay visible but disabled), the count within the stock, the purchase
 * note the product may require, and the button that adds to the cart.
 */
export function ProductPurchasePanel({
  product,
  onSkuChange,
}: {
  product: Product;
  /** The SKU once every attribute is chosen (null while incomplete): the page shows its price. */
  onSkuChange?: (sku: SkuOption | null) => void;
}) {
  const skus = product.productSkus;
  const first = skus.find((s) => s.quantity > 0) ?? skus[0];
  const [sku, setSku] = useState<SkuOption | null>(first ?? null);
  const [count, setCount] = useState(1);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const { accessToken } = useSession();
  const cart = useCart({ enabled: Boolean(accessToken) });
  const save = useSaveCartProducts({
    onSuccess: () => notify.success(orderText.added),
    onError: (error) => notify.failure(error),
  });
  const stock = sku?.quantity ?? 0;

  const addToCart = () => {
    if (!sku || stock === 0) return;
    if (product.isRequiredPurchaseNote && note.trim() === '') {
      setNoteError(orderText.noteRequired(uiMessages.purchaseNote));
      return;
    }
    // The API sets a line's count, so pressing again adds to what is already in the cart.
    const inCart = cart.data?.cartProducts.find((line) => line.productSkuID === sku.id)?.count ?? 0;
    save.mutate({
      cartProducts: [
        {
          productSkuID: sku.id,
          count: Math.min(inCart + count, MAX_COUNT),
          purchaseNote: note.trim() || undefined,
        },
      ],
    });
  };

  return (
    <div className={styles.form}>
      {first && first.attributes.length > 0 && (
        <SkuSelector
          skus={skus}
          defaultChoice={Object.fromEntries(first.attributes.map((a) => [a.name, a.value]))}
          onChange={(next) => {
            setSku(next);
            setCount(1);
            onSkuChange?.(next);
          }}
        />
      )}
      <QuantityStepper
        value={count}
        onChange={(value) => setCount(Number.isNaN(value) ? 1 : value)}
        maxValue={Math.max(1, Math.min(MAX_COUNT, stock))}
        isDisabled={stock === 0}
      />
      {product.isRequiredPurchaseNote && (
        <PurchaseNoteField
          value={note}
          onChange={(value) => {
            setNote(value);
            if (value.trim()) setNoteError(undefined);
          }}
          hint={product.purchaseNoteHint}
          isRequired
          maxLength={NOTE_MAX}
          errorMessage={noteError}
        />
      )}
      <Button onPress={addToCart} isPending={save.isPending} isDisabled={!sku || stock === 0}>
        {!sku ? orderText.chooseSku : stock === 0 ? uiMessages.soldOut : orderText.addToCart}
      </Button>
      <ButtonLink href={paths.cart} variant="secondary">
        {orderText.viewCart}
      </ButtonLink>
    </div>
  );
}
