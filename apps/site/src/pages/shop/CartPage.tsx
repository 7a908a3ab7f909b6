import { useCart, useDeleteCartProduct, useSaveCartProducts } from '@fanclub/domain/react';
import type { CartProduct } from '@fanclub/domain';
import { ButtonLink, CartLine, CartSummary, ConfirmDialog, EmptyState, uiMessages } from '@fanclub/ui';
import { useState } from 'react';
import { paths } from '../../app/paths.ts';
import { cartTotal, unitPrice } from './cart-lines.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import styles from '../../components/content.module.css';
import { notify } from '../../app/site/notify.tsx';
import { moveFocus, pageHeading } from '../../app/site/page-focus.ts';
import { orderText } from '../../messages/order.ts';

/**
 * After a line is deleted: focus on the next line's 削除 (the previous one's for the last line, the
 * heading once the cart is empty), and what was deleted is announced.
 */
function focusAfterDelete(index: number, name: string) {
  const deleteButtons = () => [
    ...document.querySelectorAll<HTMLElement>(`#main button[aria-label$="${uiMessages.removeLine('')}"]`),
  ];
  moveFocus(
    () => {
      const buttons = deleteButtons();
      // Still there: the cart has not been redrawn without it yet.
      if (buttons.some((button) => button.getAttribute('aria-label') === uiMessages.removeLine(name)))
        return null;
      return buttons[Math.min(index, buttons.length - 1)] ?? pageHeading();
    },
    { announce: orderText.removed(name) },
  );
}

/** A line's SKU attributes (ブラック, L). */
const lineAttributes = (line: CartProduct) => line.productSku.attributes.map((a) => a.label || a.value);

/** A cart line's name as ui CartLine gives it: the product, then its SKU's attributes (ブラック L). */
const lineName = (line: CartProduct) => [line.productSku.productName, ...lineAttributes(line)].join(' ');

/**
 * The cart: ui CartLine for each line (its count, 削除), ui CartSummary with the total and the way to
 * checkout (the delivery cost comes on the next screen). Prices include tax. A line is deleted only
 * once the fan confirms it in a dialog (キャンセル gives focus back to its 削除).
 */
export function CartPage() {
  const cart = useCart();
  const save = useSaveCartProducts({ onError: (error) => notify.failure(error) });
  // The line whose 削除 was pressed, with its place in the cart, until it is confirmed or cancelled.
  const [deleting, setDeleting] = useState<{ line: CartProduct; index: number } | null>(null);
  const remove = useDeleteCartProduct({
    onError: (error) => {
      setDeleting(null);
      notify.failure(error, 'deleteProductFailed');
    },
  });
  const confirmDelete = () => {
    if (!deleting) return;
    const { line, index } = deleting;
    remove.mutate(line.id, {
      onSuccess: () => {
        setDeleting(null);
        focusAfterDelete(index, lineName(line));
      },
    });
  };
  return (
    <>
      <PageHeading title={uiMessages.cart} />
      <QueryBoundary query={cart} errorKey="fetchCartFailed">
        {({ cartProducts }) => {
          if (cartProducts.length === 0) {
            return (
              <EmptyState
                title={orderText.cartEmpty}
                action={<ButtonLink href={paths.products}>{orderText.findProducts}</ButtonLink>}
              />
            );
          }
          return (
            <div className={styles.stack}>
              <div>
                {cartProducts.map((line, index) => (
                  <CartLine
                    key={line.id}
                    headingLevel={2}
                    productName={line.productSku.productName}
                    attributes={lineAttributes(line)}
                    imageUrl={line.productSku.imageUrl}
                    unitPrice={unitPrice(line)}
                    count={line.count}
                    stock={line.productSku.quantity}
                    purchaseNote={line.purchaseNote}
                    isUpdating={
                      save.isPending && save.variables?.cartProducts[0]?.productSkuID === line.productSkuID
                    }
                    onCountChange={(count) =>
                      save.mutate({
                        cartProducts: [
                          {
                            productSkuID: line.productSkuID,
                            count,
                            purchaseNote: line.purchaseNote ?? undefined,
                          },
                        ],
                      })
                    }
                    onRemove={() => setDeleting({ line, index })}
                  />
                ))}
              </div>
              <CartSummary
                itemsTotal={cartTotal(cartProducts)}
                action={<ButtonLink href={paths.order}>{uiMessages.checkout}</ButtonLink>}
              />
            </div>
          );
        }}
      </QueryBoundary>
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setDeleting(null);
        }}
        title={deleting ? orderText.removeTitle(lineName(deleting.line)) : ''}
        confirmLabel={orderText.removeConfirm}
        tone="danger"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      >
        <p>{orderText.removeLead}</p>
      </ConfirmDialog>
    </>
  );
}
