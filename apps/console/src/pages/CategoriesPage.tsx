import {
  adminEndpoints,
  categoryBody,
  categoryMessages,
  categoryOwnerLabel,
  categoryOwnerNames,
  ownsCategories,
  rolesFor,
  type AdminArea,
  type CategoryOwner,
} from '@fanclub/domain/admin';
import { Button, ConfirmDialog, ErrorState, PageSpinner, TextField, toast } from '@fanclub/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { call, messageOf } from '../app/api.ts';
import { typedNumber, validate } from '../app/form.ts';
import { currentOperator } from '../app/session.ts';
import '../shop.css';

type Body = { name: string; displayOrder: number };
/** A category as the screen shows it: what it is called, its place and how many rows it holds. */
interface CategoryRow {
  id: number;
  name: string;
  displayOrder: number;
  count: number;
}

/** What differs between one categories screen and another: words, where it goes back, its calls. */
interface CategoryScreen {
  title: string;
  /** 分類 or カテゴリー. */
  noun: string;
  /** What a category holds (商品, 記事). */
  itemNoun: string;
  back: { to: string; label: string };
  /** The confirmation's reminder that a category in use is not deleted. */
  inUseHelp: string;
  /** The area whose writers may edit. */
  area: AdminArea;
  queryKey: readonly unknown[];
  list: () => Promise<CategoryRow[]>;
  create: (body: Body) => Promise<{ name: string }>;
  update: (id: number, body: Body) => Promise<{ name: string }>;
  remove: (id: number) => Promise<unknown>;
}

/**
 * One categories screen (商品の分類, and each content type's カテゴリー): add, rename, reorder by
 * display order; delete, after confirming, only a category nothing is in (the server's 409 is shown).
 */
export function CategoriesPage({ screen }: { screen: CategoryScreen }) {
  const categories = useQuery({ queryKey: screen.queryKey, queryFn: screen.list });
  const canWrite = rolesFor(screen.area, 'write').includes(currentOperator()!.role);
  if (categories.error) return <ErrorState message={categories.error.message} />;
  if (!categories.data) return <PageSpinner />;
  const rows = categories.data;
  return (
    <>
      <div className="console-page-head">
        <h1>{screen.title}</h1>
        <Link to={screen.back.to}>{screen.back.label}</Link>
      </div>
      {rows.length === 0 && <p>{`${screen.noun}はまだありません。`}</p>}
      <ul className="console-categories" aria-label={`${screen.noun}の一覧`}>
        {rows.map((category) => (
          <li key={`${category.id} ${category.name} ${category.displayOrder}`}>
            <CategoryForm screen={screen} category={category} canWrite={canWrite} nextOrder={rows.length} />
          </li>
        ))}
      </ul>
      {canWrite && (
        <>
          <h2>{`${screen.noun}を追加`}</h2>
          <CategoryForm screen={screen} canWrite nextOrder={rows.length} />
        </>
      )}
    </>
  );
}

/** 商品の分類 (shop). */
export function ProductCategoriesPage() {
  return (
    <CategoriesPage
      screen={{
        title: '商品の分類',
        noun: '分類',
        itemNoun: '商品',
        back: { to: '/products', label: '商品の一覧へ' },
        inUseHelp: '商品が入っている分類は削除できません。先に商品の分類を外してください。',
        area: 'shop',
        queryKey: ['admin', 'product-categories'],
        list: async () =>
          (await call(adminEndpoints.listAdminProductCategories, {})).data.map((c) => ({
            ...c,
            count: c.productCount,
          })),
        create: (body) => call(adminEndpoints.createProductCategory, { body }),
        update: (id, body) => call(adminEndpoints.updateProductCategory, { params: { id }, body }),
        remove: (id) => call(adminEndpoints.deleteProductCategory, { params: { id } }),
      }}
    />
  );
}

/** The categories of the news (/news/categories) or of a content type (/content/:type/categories). */
export function ContentCategoriesPage() {
  const named = useParams().type ?? 'news';
  const type = (categoryOwnerNames as string[]).includes(named) ? (named as CategoryOwner) : null;
  if (!type || !ownsCategories(type)) return <ErrorState message={categoryMessages.none} />;
  const label = categoryOwnerLabel(type);
  const back = type === 'news' ? '/news' : `/content/${type}`;
  return (
    <CategoriesPage
      key={type}
      screen={{
        title: `${label}のカテゴリー`,
        noun: 'カテゴリー',
        itemNoun: '記事',
        back: { to: back, label: `${label}の一覧へ` },
        inUseHelp: '記事のあるカテゴリーは削除できません。先に記事を別のカテゴリーへ移してください。',
        area: 'content',
        queryKey: ['admin', 'content-categories', type],
        list: async () =>
          (await call(adminEndpoints.listContentCategories, { params: { type } })).data.map((c) => ({
            ...c,
            count: c.itemCount,
          })),
        create: (body) => call(adminEndpoints.createContentCategory, { params: { type }, body }),
        update: (id, body) => call(adminEndpoints.updateContentCategory, { params: { type, id }, body }),
        remove: (id) => call(adminEndpoints.deleteContentCategory, { params: { type, id } }),
      }}
    />
  );
}

function CategoryForm({
  screen,
  category,
  canWrite,
  nextOrder,
}: {
  screen: CategoryScreen;
  category?: CategoryRow;
  canWrite: boolean;
  nextOrder: number;
}) {
  const { noun, itemNoun } = screen;
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
    mutationFn: (body: Body) => (category ? screen.update(category.id, body) : screen.create(body)),
    onSuccess: (saved) => {
      if (!category) {
        setName('');
        setOrder(String(nextOrder + 1));
      }
      done(`${noun}「${saved.name}」を保存しました。`);
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  const remove = useMutation({
    mutationFn: () => screen.remove(category!.id),
    onSuccess: () => {
      setConfirmDelete(false);
      done(`${noun}「${category!.name}」を削除しました。`);
    },
    onError: (error) => {
      setConfirmDelete(false);
      toast.error(messageOf(error));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { name, displayOrder: typedNumber(order) };
    const checked = validate(categoryBody, body);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.data);
  };
  const title = category ? category.name : `新しい${noun}`;
  return (
    <form className="console-row" noValidate onSubmit={submit} aria-label={title}>
      <TextField
        label={category ? `「${category.name}」の名前` : `新しい${noun}の名前`}
        isRequired
        isReadOnly={!canWrite}
        value={name}
        onChange={setName}
        errorMessage={errors.name}
        maxLength={50}
      />
      <TextField
        label={category ? `「${category.name}」の表示順` : `新しい${noun}の表示順`}
        inputMode="numeric"
        isReadOnly={!canWrite}
        value={order}
        onChange={setOrder}
        errorMessage={errors.displayOrder}
      />
      {category && <p className="console-help">{`${itemNoun} ${category.count}件`}</p>}
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
          title={`${noun}「${category.name}」を削除しますか？`}
          confirmLabel="削除する"
          tone="danger"
          isPending={remove.isPending}
          onConfirm={() => remove.mutate()}
        >
          <p>{screen.inUseHelp}</p>
        </ConfirmDialog>
      )}
    </form>
  );
}
