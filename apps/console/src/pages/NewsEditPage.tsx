import { adminEndpoints, newsBody, type AdminNews } from '@fanclub/domain/admin';
import { Button, Checkbox, Select, TextField } from '@fanclub/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type FormEvent } from 'react';
import { FormFields, WriteActions } from '../app/access.tsx';
import { call } from '../app/api.ts';
import { EditRecordPage, useSaveThrough } from '../app/record.tsx';
import { fromLocalInput, toLocalInput, useDraft } from '../app/form.ts';
import { ImageField } from '../app/ImageField.tsx';
import { PaidPreview } from '../app/PaidPreview.tsx';
import { RichTextField } from '../app/RichTextField.tsx';
import { useDraftGuard } from '../app/draft-guard.tsx';
import { newsStatusLabel } from './NewsListPage.tsx';

type Draft = {
  title: string;
  content: string;
  imageURL: string;
  isPaid: boolean;
  isNew: boolean;
  categoryId: number | null;
  publishAt: string;
};

const draftOf = (item?: AdminNews): Draft => ({
  title: item?.title ?? '',
  content: item?.content ?? '',
  imageURL: item?.imageURL ?? '',
  isPaid: item?.isPaid ?? false,
  isNew: item?.isNew ?? true,
  categoryId: item?.category.id ?? null,
  publishAt: toLocalInput(item?.publishAt ?? new Date().toISOString()),
});

export function NewsEditPage() {
  const categories = useQuery({
    queryKey: ['admin', 'news-categories'],
    queryFn: () => call(adminEndpoints.listAdminNewsCategories, {}),
  });
  return (
    <EditRecordPage name="news" endpoint={adminEndpoints.getAdminNews} also={[categories]}>
      {(item) => <NewsForm item={item} categories={categories.data?.data ?? []} />}
    </EditRecordPage>
  );
}

function NewsForm({
  item,
  categories,
}: {
  item: AdminNews | undefined;
  categories: { id: number; name: string }[];
}) {
  const { draft, setDraft, set, errors, field, check } = useDraft<Draft>(() => draftOf(item));

  const save = useSaveThrough({
    path: '/news',
    record: item,
    create: adminEndpoints.createNews,
    update: adminEndpoints.updateNews,
    saved: (saved) => (saved.status === 'published' ? '公開しました。' : '下書きを保存しました。'),
  });

  const guard = useDraftGuard({
    key: `news:${item?.id ?? 'new'}`,
    draft,
    setDraft,
    pristine: useMemo(() => draftOf(item), [item]),
    isSaving: save.isPending,
  });

  const submit = (status: 'draft' | 'published') => (event?: FormEvent) => {
    event?.preventDefault();
    const body = check(newsBody, {
      ...draft,
      imageURL: draft.imageURL || null,
      categoryId: draft.categoryId ?? undefined,
      publishAt: fromLocalInput(draft.publishAt),
      status,
    });
    if (body) save.mutate(body);
  };

  return (
    <>
      <div className="console-page-head">
        <h1>{item ? 'お知らせを編集' : 'お知らせを作成'}</h1>
        {item && <p>状態: {newsStatusLabel(item)}</p>}
      </div>
      {guard.notice}
      <form className="console-form console-form-wide" noValidate onSubmit={submit('published')}>
        <FormFields>
          <TextField label="タイトル" isRequired {...field('title')} maxLength={200} />
          <Select
            label="カテゴリー"
            isRequired
            items={categories.map((c) => ({ id: c.id, name: c.name }))}
            selectedKey={draft.categoryId}
            onSelectionChange={(key) => set('categoryId')(Number(key))}
            errorMessage={errors.categoryId}
          />
          <RichTextField
            label="本文"
            id="news-content"
            value={draft.content}
            onChange={set('content')}
            description="見出し・太字・リンク・リストが使えます。サイトで表示できない要素は右のプレビューでも消えます。"
            errorMessage={errors.content}
          />
          <ImageField label="画像" urlLabel="画像のURL" {...field('imageURL')} />
          <TextField
            label="公開日時"
            type="datetime-local"
            isRequired
            {...field('publishAt')}
            description="未来の日時にすると、その時刻に公開されます（日本時間）。"
          />
          <Checkbox isSelected={draft.isPaid} onChange={set('isPaid')}>
            有料会員のみに公開する
          </Checkbox>
          <Checkbox isSelected={draft.isNew} onChange={set('isNew')}>
            NEW を付ける
          </Checkbox>
        </FormFields>
        <WriteActions>
          <Button variant="ghost" onPress={() => submit('draft')()} isPending={save.isPending}>
            {item?.status === 'published' ? '非公開にする（下書きに戻す）' : '下書き保存'}
          </Button>
          <Button type="submit" isPending={save.isPending}>
            公開する
          </Button>
        </WriteActions>
      </form>
      <PaidPreview title={draft.title} html={draft.content} isPaid={draft.isPaid} />
    </>
  );
}
