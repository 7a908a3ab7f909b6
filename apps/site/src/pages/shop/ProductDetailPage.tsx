import { taxIncluded } from '@fanclub/domain';
import type { Product } from '@fanclub/domain';
import { useCart, useProduct, useSaveCartProducts } from '@fanclub/domain/react';
import { Button, ButtonLink, Image, Price } from '@fanclub/ui';
import { useId, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { paths, signInPath } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PaidLock } from '../../components/PaidLock.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { RichText } from '../../components/RichText.tsx';
import formStyles from '../../components/form/form.module.css';
import styles from '../../components/content.module.css';
import { notify } from '../../app/site/notify.tsx';

export function ProductDetailPage() {
  const product = useProduct(useParams().id ?? '');
  return (
    <QueryBoundary query={product} errorKey="fetchProductFailed">
      {(item) => <ProductDetail product={item} />}
    </QueryBoundary>
  );
}

function ProductDetail({ product }: { product: Product }) {
  const { user, accessToken } = useSession();
  const { pathname } = useLocation();
  const skus = product.productSkus;
  const [skuId, setSkuId] = useState(skus.find((s) => s.quantity > 0)?.id ?? skus[0]?.id);
  const [count, setCount] = useState(1);
  const [note, setNote] = useState('');
  const ids = { sku: useId(), count: useId(), note: useId() };
  const cart = useCart({ enabled: Boolean(user && accessToken) });
  const save = useSaveCartProducts({
    onSuccess: () => notify.success('カートに追加しました。'),
    onError: (error) => notify.failure(error),
  });
  const sku = skus.find((s) => s.id === skuId);
  const locked = product.isPaid && !user?.isPaidMember;
  const noteMissing = product.isRequiredPurchaseNote && note.trim() === '';

  const addToCart = () => {
    if (!sku) return;
    // The API sets a line's count, so pressing again adds to what is already in the cart.
    const inCart = cart.data?.cartProducts.find((line) => line.productSkuID === sku.id)?.count ?? 0;
    save.mutate({
      cartProducts: [
        { productSkuID: sku.id, count: Math.min(inCart + count, 99), purchaseNote: note || undefined },
      ],
    });
  };

  return (
    <article className={styles.article}>
      <PageHeading title={product.name} lead="オンラインショップ" />
      {product.imageURL && (
        <Image src={sku?.imageUrl ?? product.imageURL} alt={product.name} aspectRatio="1 / 1" priority />
      )}
      {sku && <Price amount={taxIncluded(sku.price, product.taxRate)} size="lg" />}
      {product.description && <RichText html={product.description} />}
      {locked ? (
        <PaidLock />
      ) : !user ? (
        <ButtonLink href={signInPath(pathname)}>ログインして購入する</ButtonLink>
      ) : (
        <div className={styles.form}>
          {skus.length > 1 && (
            <div className={formStyles.field}>
              <label htmlFor={ids.sku} className={formStyles.label}>
                種類
              </label>
              <select
                id={ids.sku}
                className={formStyles.select}
                value={skuId}
                onChange={(e) => setSkuId(Number(e.target.value))}
              >
                {skus.map((s) => (
                  <option key={s.id} value={s.id} disabled={s.quantity === 0}>
                    {s.attributes.map((a) => a.label || a.value).join(' / ') || s.productName}
                    {s.quantity === 0 ? '（在庫なし）' : ''}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className={formStyles.field}>
            <label htmlFor={ids.count} className={formStyles.label}>
              数量
            </label>
            <select
              id={ids.count}
              className={formStyles.select}
              value={count}
              onChange={(e) => setCount(Number(e.target.value))}
            >
              {Array.from({ length: Math.max(1, Math.min(10, sku?.quantity ?? 1)) }, (_, i) => i + 1).map(
                (n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ),
              )}
            </select>
          </div>
          {product.isRequiredPurchaseNote && (
            <div className={formStyles.field}>
              <label htmlFor={ids.note} className={formStyles.label}>
                購入メモ<span className={formStyles.required}>必須</span>
              </label>
              <textarea
                id={ids.note}
                className={formStyles.select}
                value={note}
                maxLength={500}
                onChange={(e) => setNote(e.target.value)}
                placeholder={product.purchaseNoteHint ?? undefined}
              />
            </div>
          )}
          <Button
            onPress={addToCart}
            isPending={save.isPending}
            isDisabled={!sku || sku.quantity === 0 || noteMissing}
          >
            {sku && sku.quantity === 0 ? '在庫なし' : 'カートに入れる'}
          </Button>
          <ButtonLink href={paths.cart} variant="secondary">
            カートを見る
          </ButtonLink>
        </div>
      )}
    </article>
  );
}
