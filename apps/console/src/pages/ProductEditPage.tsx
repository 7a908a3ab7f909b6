import {
  adminEndpoints,
  productBody,
  rolesFor,
  type AdminProduct,
  type ProductBody,
} from '@fanclub/domain/admin';
import { Button, Checkbox, ErrorState, PageSpinner, RichText, TextField, toast } from '@fanclub/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { call } from '../app/api.ts';
import { EditForm, SaveActions, useSaveThrough } from '../app/record.tsx';
import { ImageField } from '../app/ImageField.tsx';
import { typedNumber, useDraft } from '../app/form.ts';
import { currentOperator } from '../app/session.ts';
import '../shop.css';

type AttributeDraft = { name: string; label: string; value: string | null };
type SkuDraft = {
  key: number;
  id: number | null;
  attributes: AttributeDraft[];
  imageUrl: string;
  price: string;
  quantity: string;
  previousQuantity: number | null;
};
type Draft = {
  name: string;
  description: string;
  imageURL: string;
  taxRate: string;
  isPaid: boolean;
  isSale: boolean;
  isRequiredPurchaseNote: boolean;
  purchaseNoteHint: string;
  tag: string;
  displayOrder: string;
  categoryIds: number[];
  skus: SkuDraft[];
};

let nextKey = 1;
const newSku = (): SkuDraft => ({
  key: nextKey++,
  id: null,
  attributes: [],
  imageUrl: '',
  price: '',
  quantity: '0',
  previousQuantity: null,
});

const draftOf = (item?: AdminProduct): Draft => ({
  name: item?.name ?? '',
  description: item?.description ?? '',
  imageURL: item?.imageURL ?? '',
  taxRate: String(item?.taxRate ?? 10),
  isPaid: item?.isPaid ?? false,
  isSale: item?.isSale ?? true,
  isRequiredPurchaseNote: item?.isRequiredPurchaseNote ?? false,
  purchaseNoteHint: item?.purchaseNoteHint ?? '',
  tag: item?.tag ?? '',
  displayOrder: String(item?.displayOrder ?? 0),
  categoryIds: item?.categories.map((c) => c.id) ?? [],
  skus: item
    ? item.productSkus.map((sku) => ({
        key: nextKey++,
        id: sku.id,
        attributes: sku.attributes.map((a) => ({ name: a.name, label: a.label, value: a.value })),
        imageUrl: sku.imageUrl ?? '',
        price: String(sku.price),
        quantity: String(sku.quantity),
        previousQuantity: sku.quantity,
      }))
    : [newSku()],
});

/** A number typed in a text field (full-width digits too); empty or not a number stays NaN for the rules. */

const bodyOf = (draft: Draft): ProductBody => ({
  name: draft.name,
  description: draft.description,
  imageURL: draft.imageURL || null,
  taxRate: typedNumber(draft.taxRate),
  isPaid: draft.isPaid,
  isSale: draft.isSale,
  isRequiredPurchaseNote: draft.isRequiredPurchaseNote,
  purchaseNoteHint: draft.purchaseNoteHint || null,
  tag: draft.tag || null,
  displayOrder: typedNumber(draft.displayOrder),
  categoryIds: draft.categoryIds,
  skus: draft.skus.map((sku) => ({
    id: sku.id,
    attributes: sku.attributes.map((a) => ({ name: a.name, label: a.label, value: a.value })),
    imageUrl: sku.imageUrl || null,
    price: typedNumber(sku.price),
    quantity: typedNumber(sku.quantity),
    previousQuantity: sku.previousQuantity,
  })),
});

/** 商品の追加・編集: the product, its categories and its SKUs with attributes, price and stock. */
export function ProductEditPage() {
  const { id } = useParams();
  const existing = useQuery({
    queryKey: ['admin', 'products', id],
    queryFn: () => call(adminEndpoints.getAdminProduct, { params: { id: Number(id) } }),
    enabled: id !== undefined,
  });
  const categories = useQuery({
    queryKey: ['admin', 'product-categories'],
    queryFn: () => call(adminEndpoints.listAdminProductCategories, {}),
  });
  if (existing.error) return <ErrorState message={existing.error.message} />;
  if (categories.error) return <ErrorState message={categories.error.message} />;
  if ((id && !existing.data) || !categories.data) return <PageSpinner />;
  return (
    <ProductForm
      key={`${id ?? 'new'} ${existing.dataUpdatedAt}`}
      item={existing.data}
      categories={categories.data.data}
    />
  );
}

function ProductForm({
  item,
  categories,
}: {
  item: AdminProduct | undefined;
  categories: { id: number; name: string }[];
}) {
  const canWrite = rolesFor('shop', 'write').includes(currentOperator()!.role);
  const { draft, setDraft, set, errors, field, check } = useDraft<Draft>(() => draftOf(item), {
    readOnly: !canWrite,
  });
  const setSku = (key: number, change: (sku: SkuDraft) => SkuDraft) =>
    setDraft((d) => ({ ...d, skus: d.skus.map((sku) => (sku.key === key ? change(sku) : sku)) }));

  const save = useSaveThrough({
    path: '/products',
    record: item,
    create: adminEndpoints.createProduct,
    update: adminEndpoints.updateProduct,
    saved: () => '商品を保存しました。サイトの商品一覧にもすぐ反映されます。',
  });

  const submit = () => {
    if (check(productBody, bodyOf(draft))) save.mutate(bodyOf(draft));
    else toast.error('入力内容を確認してください。');
  };

  return (
    <>
      <div className="console-page-head">
        <h1>{item ? '商品を編集' : '商品を追加'}</h1>
        <Link to="/products">商品の一覧へ</Link>
      </div>
      <EditForm onSubmit={submit}>
        <TextField label="商品名" isRequired {...field('name')} maxLength={200} />
        <div className="console-field">
          <label htmlFor="product-description">説明（HTML）</label>
          <p id="product-description-help" className="console-help">
            見出し・段落・太字・リンク・画像などが使えます。サイトで表示できない要素はプレビューでも消えます。
          </p>
          <textarea
            id="product-description"
            aria-describedby="product-description-help"
            rows={8}
            readOnly={!canWrite}
            value={draft.description}
            onChange={(e) => set('description')(e.target.value)}
          />
          {errors.description && <p className="console-error">{errors.description}</p>}
        </div>
        <ImageField label="商品画像" urlLabel="商品画像のURL" {...field('imageURL')} />
        <div className="console-row">
          <TextField label="税率（%）" inputMode="numeric" isRequired {...field('taxRate')} />
          <TextField
            label="表示順"
            description="小さいほど先に並びます。"
            inputMode="numeric"
            {...field('displayOrder')}
          />
          <TextField label="タグ" description="例: NEW、予約" {...field('tag')} />
        </div>
        <fieldset className="console-checks">
          <legend>分類</legend>
          {categories.length === 0 && <p className="console-help">分類はまだありません。</p>}
          {categories.map((c) => (
            <Checkbox
              key={c.id}
              isReadOnly={!canWrite}
              isSelected={draft.categoryIds.includes(c.id)}
              onChange={(on) =>
                set('categoryIds')(
                  on ? [...draft.categoryIds, c.id] : draft.categoryIds.filter((other) => other !== c.id),
                )
              }
            >
              {c.name}
            </Checkbox>
          ))}
        </fieldset>
        {errors.categoryIds && <p className="console-error">{errors.categoryIds}</p>}
        <Checkbox isReadOnly={!canWrite} isSelected={draft.isSale} onChange={set('isSale')}>
          販売する（外すと一覧には出ますが購入できません）
        </Checkbox>
        <Checkbox isReadOnly={!canWrite} isSelected={draft.isPaid} onChange={set('isPaid')}>
          有料会員のみ購入できる
        </Checkbox>
        <Checkbox
          isReadOnly={!canWrite}
          isSelected={draft.isRequiredPurchaseNote}
          onChange={set('isRequiredPurchaseNote')}
        >
          購入時に備考の入力を求める
        </Checkbox>
        {draft.isRequiredPurchaseNote && <TextField label="備考の入力例" {...field('purchaseNoteHint')} />}

        <fieldset className="console-skus">
          <legend>SKU（サイズ・カラーなどの組み合わせごとの価格と在庫）</legend>
          {errors.skus && <p className="console-error">{errors.skus}</p>}
          {draft.skus.map((sku, index) => {
            const at = `skus.${index}`;
            const label = `SKU ${index + 1}`;
            return (
              <fieldset key={sku.key} className="console-sku">
                <legend>{label}</legend>
                {sku.attributes.map((attr, a) => (
                  <div key={a} className="console-row">
                    <TextField
                      label={`${label} 属性${a + 1}の項目`}
                      description="例: サイズ"
                      isReadOnly={!canWrite}
                      value={attr.name}
                      onChange={(v) =>
                        setSku(sku.key, (s) => ({
                          ...s,
                          attributes: s.attributes.map((x, i) => (i === a ? { ...x, name: v } : x)),
                        }))
                      }
                      errorMessage={errors[`${at}.attributes.${a}.name`]}
                    />
                    <TextField
                      label={`${label} 属性${a + 1}の値`}
                      description="例: M"
                      isReadOnly={!canWrite}
                      value={attr.label}
                      onChange={(v) =>
                        setSku(sku.key, (s) => ({
                          ...s,
                          attributes: s.attributes.map((x, i) => (i === a ? { ...x, label: v } : x)),
                        }))
                      }
                      errorMessage={errors[`${at}.attributes.${a}.label`]}
                    />
                    {canWrite && (
                      <Button
                        variant="ghost"
                        onPress={() =>
                          setSku(sku.key, (s) => ({
                            ...s,
                            attributes: s.attributes.filter((_, i) => i !== a),
                          }))
                        }
                      >
                        {`${label} 属性${a + 1}を外す`}
                      </Button>
                    )}
                  </div>
                ))}
                {errors[`${at}.attributes`] && <p className="console-error">{errors[`${at}.attributes`]}</p>}
                {canWrite && (
                  <div>
                    <Button
                      variant="ghost"
                      onPress={() =>
                        setSku(sku.key, (s) => ({
                          ...s,
                          attributes: [...s.attributes, { name: '', label: '', value: null }],
                        }))
                      }
                    >
                      {`${label}に属性を追加`}
                    </Button>
                  </div>
                )}
                <div className="console-row">
                  <TextField
                    label={`${label} 価格（税抜・円）`}
                    inputMode="numeric"
                    isRequired
                    isReadOnly={!canWrite}
                    value={sku.price}
                    onChange={(v) => setSku(sku.key, (s) => ({ ...s, price: v }))}
                    errorMessage={errors[`${at}.price`]}
                  />
                  <TextField
                    label={`${label} 在庫数`}
                    inputMode="numeric"
                    isRequired
                    isReadOnly={!canWrite}
                    description={
                      sku.previousQuantity === null
                        ? undefined
                        : `開いた時点の在庫 ${sku.previousQuantity}。保存時はその後の注文分を差し引いて増減します。`
                    }
                    value={sku.quantity}
                    onChange={(v) => setSku(sku.key, (s) => ({ ...s, quantity: v }))}
                    errorMessage={errors[`${at}.quantity`]}
                  />
                </div>
                <ImageField
                  label={`${label} 画像`}
                  urlLabel={`${label} 画像のURL`}
                  description="色ちがいなど、SKUごとの画像があれば"
                  isReadOnly={!canWrite}
                  value={sku.imageUrl}
                  onChange={(v) => setSku(sku.key, (s) => ({ ...s, imageUrl: v }))}
                  errorMessage={errors[`${at}.imageUrl`]}
                />
                {canWrite && draft.skus.length > 1 && (
                  <div>
                    <Button
                      variant="danger"
                      onPress={() => set('skus')(draft.skus.filter((other) => other.key !== sku.key))}
                    >
                      {`${label}を削除`}
                    </Button>
                  </div>
                )}
              </fieldset>
            );
          })}
          {canWrite && (
            <div>
              <Button variant="secondary" onPress={() => set('skus')([...draft.skus, newSku()])}>
                SKUを追加
              </Button>
            </div>
          )}
        </fieldset>
        {canWrite && <SaveActions isPending={save.isPending} />}
      </EditForm>
      <section aria-labelledby="product-preview-heading" className="console-preview">
        <h2 id="product-preview-heading">説明のプレビュー</h2>
        <article className="console-preview-body">
          <h3>{draft.name || '（商品名）'}</h3>
          <RichText html={draft.description} />
        </article>
      </section>
    </>
  );
}
