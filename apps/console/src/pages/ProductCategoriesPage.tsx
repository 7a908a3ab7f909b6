import {
  adminEndpoints,
  productCategoryBody,
  rolesFor,
  type AdminProductCategory,
} from '@fanclub/domain/admin';
import { Button, ConfirmDialog, ErrorState, PageSpinner, TextField, toast } from '@fanclub/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { call, messageOf } from '../app/api.ts';
import { typedNumber, validate } from '../app/form.ts';
import { currentOperator } from '../app/session.ts';
import '../shop.css';

/** 商品の分類: add, rename, reorder; delete only a category no product is in. */
export function ProductCategoriesPage() {
  const categories = useQuery({
    queryKey: ['admin', 'product-categories'],
    queryFn: () => call(adminEndpoints.listAdminProductCategories, {}),
  });
  const canWrite = rolesFor('shop', 'write').includes(currentOperator()!.role);
  if (categories.error) return <ErrorState message={categories.error.message} />;
  if (!categories.data) return <PageSpinner />;
  const rows = categories.data.data;
  return (
    <>
      <div className="console-page-head">
        <h1>商品の分類</h1>
        <Link to="/products">商品の一覧へ</Link>
      </div>
      {rows.length === 0 && <p>分類はまだありません。</p>}
      <ul className="console-categories" aria-label="分類の一覧">
        {rows.map((category) => (
          <li key={`${category.id} ${category.name} ${category.displayOrder}`}>
            <CategoryForm category={category} canWrite={canWrite} nextOrder={rows.length} />
          </li>
        ))}
      </ul>
      {canWrite && (
        <>
          <h2>分類を追加</h2>
          <CategoryForm canWrite nextOrder={rows.length} />
        </>
      )}
    </>
  );
}

function CategoryForm({
  category,
  canWrite,
  nextOrder,
}: {
  category?: AdminProductCategory;
  canWrite: boolean;
  nextOrder: number;
}) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(category?.name ?? '');
  const [order, setOrder] = useState(String(category?.displayOrder ?? nextOrder));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const done = (message: string) => {
    void queryClient.invalidateQueries({ queryKey: ['admin'] });
    toast.success(message);
  };
  const save = useMutation({
    mutationFn: (body: { name: string; displayOrder: number }) =>
      category
        ? call(adminEndpoints.updateProductCategory, { params: { id: category.id }, body })
        : call(adminEndpoints.createProductCategory, { body }),
    onSuccess: (saved) => {
      if (!category) {
        setName('');
        setOrder(String(nextOrder + 1));
      }
      done(`分類「${saved.name}」を保存しました。`);
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  const remove = useMutation({
    mutationFn: () => call(adminEndpoints.deleteProductCategory, { params: { id: category!.id } }),
    onSuccess: () => {
      setConfirmDelete(false);
      done(`分類「${category!.name}」を削除しました。`);
    },
    onError: (error) => {
      setConfirmDelete(false);
      toast.error(messageOf(error));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { name, displayOrder: typedNumber(order) };
    const checked = validate(productCategoryBody, body);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.data);
  };
  const title = category ? category.name : '新しい分類';
  return (
    <form className="console-row" noValidate onSubmit={submit} aria-label={title}>
      <TextField
        label={category ? `「${category.name}」の名前` : '新しい分類の名前'}
        isRequired
        isReadOnly={!canWrite}
        value={name}
        onChange={setName}
        errorMessage={errors.name}
        maxLength={50}
      />
      <TextField
        label={category ? `「${category.name}」の表示順` : '新しい分類の表示順'}
        inputMode="numeric"
        isReadOnly={!canWrite}
        value={order}
        onChange={setOrder}
        errorMessage={errors.displayOrder}
      />
      {category && <p className="console-help">{`商品 ${category.productCount}件`}</p>}
      {canWrite && (
        <Button type="submit" isPending={save.isPending}>
          {category ? `「${category.name}」を保存` : '追加する'}
        </Button>
      )}
      {canWrite && category && (
        <Button variant="danger" onPress={() => setConfirmDelete(true)}>
          {`「${category.name}」を削除`}
        </Button>
      )}
      {category && (
        <ConfirmDialog
          isOpen={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={`分類「${category.name}」を削除しますか？`}
          confirmLabel="削除する"
          tone="danger"
          isPending={remove.isPending}
          onConfirm={() => remove.mutate()}
        >
          <p>商品が入っている分類は削除できません。先に商品の分類を外してください。</p>
        </ConfirmDialog>
      )}
    </form>
  );
}
