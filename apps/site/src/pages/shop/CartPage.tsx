import { taxIncluded } from '@fanclub/domain';
import { useCart, useDeleteCartProduct, useSaveCartProducts } from '@fanclub/domain/react';
import { Button, ButtonLink, EmptyState, Price } from '@fanclub/ui';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import formStyles from '../../components/form/form.module.css';
import styles from '../../components/content.module.css';
import { notify } from '../../app/site/notify.tsx';

/** The cart: change a line's count, delete a line, go to checkout. Prices include tax. */
export function CartPage() {
  const cart = useCart();
  const save = useSaveCartProducts({ onError: (error) => notify.failure(error) });
  const remove = useDeleteCartProduct({
    onError: (error) => notify.failure(error, 'deleteProductFailed'),
  });
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
              <table className={styles.table}>
                <caption className="visually-hidden">カートの商品</caption>
                <thead>
                  <tr>
                    <th scope="col">商品</th>
                    <th scope="col">数量</th>
                    <th scope="col">小計</th>
                    <th scope="col">
                      <span className="visually-hidden">操作</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {cartProducts.map((line) => {
                    const name = [
                      line.productSku.productName,
                      ...line.productSku.attributes.map((a) => a.label || a.value),
                    ].join(' ');
                    return (
                      <tr key={line.id}>
                        <td>
                          {name}
                          {line.purchaseNote && <div className={styles.meta}>メモ：{line.purchaseNote}</div>}
                        </td>
                        <td>
                          <select
                            aria-label={`${name}の数量`}
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
                        </td>
                        <td>
                          <Price
                            amount={taxIncluded(line.productSku.price, line.productSku.taxRate) * line.count}
                            size="sm"
                          />
                        </td>
                        <td>
                          <Button
                            variant="ghost"
                            onPress={() => remove.mutate(line.id)}
                            aria-label={`${name}を削除`}
                          >
                            削除
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              <p>
                商品合計：
                <Price amount={total} size="lg" />
              </p>
              <ButtonLink href={paths.order}>ご注文手続きへ</ButtonLink>
            </div>
          );
        }}
      </QueryBoundary>
    </>
  );
}
