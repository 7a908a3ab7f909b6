import { adminEndpoints, rolesFor, type AdminProduct } from '@fanclub/domain/admin';
import { formatYen } from '@fanclub/domain';
import { Badge, Select } from '@fanclub/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { call } from '../app/api.ts';
import { useFilteredList, SearchField, recordColumn, ListPage } from '../app/list.tsx';
import { currentOperator } from '../app/session.ts';

/** 「¥1,000」 or 「¥1,000〜¥2,000」 over the SKUs' prices before tax. */
export const priceRange = (product: AdminProduct) => {
  const prices = product.productSkus.map((sku) => sku.price);
  if (prices.length === 0) return '—';
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? formatYen(low) : `${formatYen(low)}〜${formatYen(high)}`;
};

export const stockOf = (product: AdminProduct) =>
  product.productSkus.reduce((sum, sku) => sum + sku.quantity, 0);

const ALL = 0;

/** 商品: the catalogue a page at a time, searched by name and filtered by category. */
export function ProductsPage() {
  const categories = useQuery({
    queryKey: ['admin', 'product-categories'],
    queryFn: () => call(adminEndpoints.listAdminProductCategories, {}),
  });
  const { list, filters, filter } = useFilteredList(
    adminEndpoints.listAdminProducts,
    { q: '', categoryId: ALL },
    (f) => ({ q: f.q || undefined, categoryId: f.categoryId === ALL ? undefined : f.categoryId }),
  );
  const canWrite = rolesFor('shop', 'write').includes(currentOperator()!.role);
  return (
    <ListPage
      head={
        <div className="console-page-head">
          <h1>商品</h1>
          <div className="console-actions">
            <Link to="/product-categories">商品の分類</Link>
            <Link to="/delivery-methods">配送方法と送料</Link>
            <Link to="/stock-alerts">在庫アラート</Link>
            {canWrite && (
              <Link className="console-button" to="/products/new">
                商品を追加
              </Link>
            )}
          </div>
        </div>
      }
      filters={
        <>
          <SearchField label="商品名で検索" value={filters.q} onChange={filter('q')} />
          <Select
            label="分類"
            items={[
              { id: ALL, name: 'すべて' },
              ...(categories.data?.data ?? []).map((c) => ({ id: c.id, name: c.name })),
            ]}
            selectedKey={filters.categoryId}
            onSelectionChange={(key) => filter('categoryId')(Number(key))}
          />
        </>
      }
      list={list}
      label="商品一覧"
      columns={[
        recordColumn('name', '商品名', '/products', (p: AdminProduct) => p.name),
        {
          id: 'image',
          name: '画像',
          render: (p: AdminProduct) =>
            p.imageURL ? (
              <img className="console-thumb" src={p.imageURL} alt="" width={48} height={48} loading="lazy" />
            ) : (
              '—'
            ),
        },
        {
          id: 'state',
          name: '状態',
          render: (p: AdminProduct) => (
            <Badge tone={p.isSale ? 'success' : 'neutral'}>{p.isSale ? '販売中' : '販売停止'}</Badge>
          ),
        },
        {
          id: 'isPaid',
          name: '購入できる人',
          render: (p: AdminProduct) => (p.isPaid ? '有料会員のみ' : 'すべての会員'),
        },
        {
          id: 'price',
          name: '価格（税抜）',
          render: (p: AdminProduct) => <span className="console-nowrap">{priceRange(p)}</span>,
        },
        {
          id: 'stock',
          name: '在庫',
          render: (p: AdminProduct) => (
            <span className="console-nowrap">{`${stockOf(p)}（${p.productSkus.length}SKU）`}</span>
          ),
        },
        {
          id: 'categories',
          name: '分類',
          render: (p: AdminProduct) => p.categories.map((c) => c.name).join('、') || '—',
        },
      ]}
    />
  );
}
