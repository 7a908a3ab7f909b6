import { taxIncluded } from '@fanclub/domain';
import { useCart, useDeleteCartProduct, useSaveCartProducts } from '@fanclub/domain/react';
import type { CartProduct } from '@fanclub/domain';
import { Button, ButtonLink, ConfirmDialog, EmptyState, Image, Price, ResponsiveTable } from '@fanclub/ui';
import { useState } from 'react';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import formStyles from '../../components/form/form.module.css';
import styles from '../../components/content.module.css';
import { notify } from '../../app/site/notify.tsx';
import { moveFocus, pageHeading } from '../../app/site/page-focus.ts';

/**
 * After a line is deleted: focus on the next line's 削除 (the previous one's for the last line, the
 * heading once the cart is empty), and what was deleted is announced.
 */
function focusAfterDelete(index: number, name: string) {
  const deleteButtons = () => [
    ...document.querySelectorAll<HTMLElement>('#main button[aria-label$="を削除"]'),
  ];
  moveFocus(
    () => {
      const buttons = deleteButtons();
      // Still there: the cart has not been redrawn without it yet.
      if (buttons.some((button) => button.getAttribute('aria-label') === `${name}を削除`)) return null;
      return buttons[Math.min(index, buttons.length - 1)] ?? pageHeading();
    },
    { announce: `${name}をカートから削除しました。` },
  );
}

/** A cart line's name: the product, then its SKU's attributes (ブラック L). */
const lineName = (line: CartProduct) =>
  [line.productSku.productName, ...line.productSku.attributes.map((a) => a.label || a.value)].join(' ');

/**
 * The cart: change a line's count, delete a line, go to checkout. Prices include tax. A line is
 * deleted only once the fan confirms it in a dialog (キャンセル gives focus back to its 削除).
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
      <PageHeading title="カート" />
      <QueryBoundary query={cart} errorKey="fetchCartFailed">
        {({ cartProducts }) => {
          if (cartProducts.length === 0) {
            return (
              <EmptyState
                title="カートに商品はありません。"
                action={<ButtonLink href={paths.products}>商品を探す</ButtonLink>}
              />
            );
          }
          const total = cartProducts.reduce(
            (sum, line) => sum + taxIncluded(line.productSku.price, line.productSku.taxRate) * line.count,
            0,
          );
          return (
            <div className={styles.stack}>
              <ResponsiveTable
                caption="カートの商品"
                rows={cartProducts}
                rowKey={(line) => line.id}
                columns={[
                  {
                    id: 'item',
                    header: '商品',
                    isRowHeader: true,
                    render: (line) => (
                      <span className={styles.thumbnailItem}>
                        {line.productSku.imageUrl && (
                          <Image src={line.productSku.imageUrl} alt="" width={64} height={64} sizes="64px" />
                        )}
                        <span>
                          {lineName(line)}
                          {line.purchaseNote && (
                            <span className={styles.meta}>メモ：{line.purchaseNote}</span>
                          )}
                        </span>
                      </span>
                    ),
                  },
                  {
                    id: 'count',
                    header: '数量',
                    noWrap: true,
                    render: (line) => (
                      <select
                        aria-label={`${lineName(line)}の数量`}
                        className={formStyles.select}
                        value={line.count}
                        onChange={(e) =>
                          save.mutate({
                            cartProducts: [
                              {
                                productSkuID: line.productSkuID,
                                count: Number(e.target.value),
                                purchaseNote: line.purchaseNote ?? undefined,
                              },
                            ],
                          })
                        }
                      >
                        {Array.from(
                          { length: Math.max(line.count, Math.min(10, line.productSku.quantity)) },
                          (_, i) => i + 1,
                        ).map((n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </select>
                    ),
                  },
                  {
                    id: 'subtotal',
                    header: '小計',
                    noWrap: true,
                    render: (line) => (
                      <Price
                        amount={taxIncluded(line.productSku.price, line.productSku.taxRate) * line.count}
                        size="sm"
                      />
                    ),
                  },
                  {
                    id: 'actions',
                    header: '操作',
                    hideHeader: true,
                    noWrap: true,
                    render: (line) => (
                      <Button
                        variant="ghost"
                        onPress={() => setDeleting({ line, index: cartProducts.indexOf(line) })}
                        aria-label={`${lineName(line)}を削除`}
                      >
                        削除
                      </Button>
                    ),
                  },
                ]}
              />
              <p>
                商品合計：
                <Price amount={total} size="lg" />
              </p>
              <ButtonLink href={paths.order}>ご注文手続きへ</ButtonLink>
            </div>
          );
        }}
      </QueryBoundary>
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setDeleting(null);
        }}
        title={deleting ? `「${lineName(deleting.line)}」をカートから削除しますか？` : ''}
        confirmLabel="削除する"
        tone="danger"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      >
        <p>削除した商品は、商品ページからもう一度カートに入れられます。</p>
      </ConfirmDialog>
    </>
  );
}
