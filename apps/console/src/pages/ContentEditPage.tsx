import {
  adminEndpoints,
  contentBodyFor,
  contentFieldOf,
  contentTypes,
  hasCategories,
  rolesFor,
  type ContentField,
  type ContentRow,
  type ContentType,
} from '@fanclub/domain/admin';
import { Button, Checkbox, ErrorState, Select, TextField } from '@fanclub/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { call } from '../app/api.ts';
import { DeleteDialog, EditRecordPage, SaveActions, useRemoveRecord, useSaveRecord } from '../app/record.tsx';
import { ImageField } from '../app/ImageField.tsx';
import { contentTypeOf, publishLabel, rowTitle, unknownContentType } from '../app/content.ts';
import { fromLocalInput, toLocalInput, validate } from '../app/form.ts';
import { PaidPreview } from '../app/PaidPreview.tsx';
import { RichTextField } from '../app/RichTextField.tsx';
import { useDraftGuard } from '../app/draft-guard.tsx';
import { currentOperator } from '../app/session.ts';

type Category = { id: number; name: string };
/** The form's values: text as typed, dates as datetime-local values, flags, the category's id. */
type Draft = Record<string, string | boolean | number | null>;

const fieldsOf = (type: ContentType) => contentTypes[type].fields as readonly ContentField[];

const draftOf = (type: ContentType, row: ContentRow | undefined): Draft =>
  Object.fromEntries(
    fieldsOf(type).map((field) => {
      const value = row?.[field.name];
      switch (field.kind) {
        case 'boolean':
          return [field.name, value === true];
        case 'category':
          return [field.name, typeof value === 'number' ? value : null];
        case 'status':
          return [field.name, typeof value === 'string' ? value : 'draft'];
        case 'dateTime':
          return [
            field.name,
            typeof value === 'string'
              ? toLocalInput(value)
              : field.required
                ? toLocalInput(new Date().toISOString())
                : '',
          ];
        case 'integer':
          return [field.name, typeof value === 'number' ? String(value) : '0'];
        default:
          return [field.name, typeof value === 'string' ? value : ''];
      }
    }),
  );

/** The body the contract checks: empty optional values as null, numbers as numbers, dates in ISO. */
const bodyOf = (type: ContentType, draft: Draft): Record<string, unknown> =>
  Object.fromEntries(
    fieldsOf(type).map((field) => {
      const value = draft[field.name];
      switch (field.kind) {
        case 'dateTime':
          return [field.name, value ? fromLocalInput(String(value)) : field.required ? '' : null];
        case 'integer':
          return [field.name, value === '' ? undefined : Number(value)];
        case 'category':
          return [field.name, value ?? undefined];
        case 'image':
        case 'url':
          return [field.name, value === '' ? null : value];
        default:
          return [field.name, value];
      }
    }),
  );

/**
 * One editor for every content type: its fields, labels, help and rules come from the contract's
 * `contentTypes`, checked with the same rules before sending. Types with a publishing status get
 * 公開する / 下書き (and 今すぐ公開 when they have a publication date); types with an HTML body get
 * the paid/free preview.
 */
export function ContentEditPage() {
  const type = contentTypeOf(useParams().type);
  const categories = useQuery({
    queryKey: ['admin', 'content-categories', type],
    queryFn: () => call(adminEndpoints.listContentCategories, { params: { type: type! } }),
    enabled: type !== null && hasCategories(type),
  });
  if (!type) return <ErrorState message={unknownContentType} />;
  return (
    <EditRecordPage
      name={['content', type]}
      endpoint={adminEndpoints.getContent}
      params={{ type }}
      also={hasCategories(type) ? [categories] : []}
    >
      {(row) => <ContentForm type={type} row={row} categories={categories.data?.data ?? []} />}
    </EditRecordPage>
  );
}

const savedMessages: Record<string, string> = {
  公開中: '公開しました。',
  公開予約: '公開を予約しました。',
  下書き: '下書きを保存しました。',
};

function ContentForm({
  type,
  row,
  categories,
}: {
  type: ContentType;
  row: ContentRow | undefined;
  categories: Category[];
}) {
  const def = contentTypes[type];
  const fields = fieldsOf(type);
  const formId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(type, row));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const canWrite = rolesFor('content', 'write').includes(currentOperator()!.role);
  const status = contentFieldOf(type, 'status');
  const publishedAt = contentFieldOf(type, 'dateTime', 'publishedAt');
  const html = contentFieldOf(type, 'html');
  const set = (name: string) => (value: string | boolean | number | null) =>
    setDraft((d) => ({ ...d, [name]: value }));

  const save = useSaveRecord({
    path: `/content/${type}`,
    isNew: !row,
    send: (body: Record<string, unknown>) =>
      row
        ? call(adminEndpoints.updateContent, { params: { type, id: row.id }, body })
        : call(adminEndpoints.createContent, { params: { type }, body }),
    saved: (saved) => savedMessages[publishLabel(type, saved) ?? ''] ?? '保存しました。',
    onSaved: (saved) => setDraft(draftOf(type, saved)),
  });
  const guard = useDraftGuard({
    key: `content:${type}:${row?.id ?? 'new'}`,
    draft,
    setDraft,
    pristine: useMemo(() => draftOf(type, row), [type, row]),
    isSaving: save.isPending,
  });
  const remove = useRemoveRecord(`/content/${type}`, () =>
    call(adminEndpoints.deleteContent, { params: { type, id: row!.id } }),
  );

  /** Checks with the contract's rules; sends only a body they accept. */
  const submit = (change: { status?: 'draft' | 'published'; now?: boolean } = {}) => {
    const values = { ...draft };
    if (status && change.status) values[status.name] = change.status;
    if (publishedAt && change.now) values[publishedAt.name] = toLocalInput(new Date().toISOString());
    const checked = validate(contentBodyFor(type), bodyOf(type, values));
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setDraft(values);
    save.mutate(checked.data as Record<string, unknown>);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(status ? { status: 'published' } : {});
  };

  const label = row ? publishLabel(type, row) : null;
  const inputId = (name: string) => `${formId}-${name}`;
  const fieldOf = (field: ContentField) => {
    const value = draft[field.name];
    const error = errors[field.name];
    switch (field.kind) {
      case 'status':
        return null;
      case 'boolean':
        return (
          <Checkbox key={field.name} isSelected={value === true} onChange={set(field.name)}>
            {field.label}
          </Checkbox>
        );
      case 'category':
        return (
          <Select
            key={field.name}
            label={field.label}
            isRequired
            items={categories}
            selectedKey={typeof value === 'number' ? value : null}
            onSelectionChange={(key) => set(field.name)(Number(key))}
            errorMessage={error}
          />
        );
      case 'html':
        return (
          <RichTextField
            key={field.name}
            id={inputId(field.name)}
            label={field.label}
            value={String(value ?? '')}
            onChange={set(field.name)}
            isReadOnly={!canWrite}
            description="見出し・太字・リンク・リストが使えます。サイトで表示できない要素はプレビューでも消えます。"
            errorMessage={error}
          />
        );
      case 'longText':
        return (
          <div key={field.name} className="console-field">
            <label htmlFor={inputId(field.name)}>{field.label}</label>
            <textarea
              id={inputId(field.name)}
              aria-describedby={error ? `${inputId(field.name)}-error` : undefined}
              aria-invalid={error ? true : undefined}
              rows={4}
              maxLength={field.max}
              value={String(value ?? '')}
              onChange={(e) => set(field.name)(e.target.value)}
            />
            {error && (
              <p id={`${inputId(field.name)}-error`} className="console-error">
                {error}
              </p>
            )}
          </div>
        );
      case 'image':
        return (
          <ImageField
            key={field.name}
            label={field.label}
            urlLabel={`${field.label}のURL`}
            description={field.help ?? '/… または https://…'}
            isReadOnly={!canWrite}
            isRequired={field.required ?? false}
            value={String(value ?? '')}
            onChange={set(field.name)}
            errorMessage={error}
          />
        );
      default:
        return (
          <TextField
            key={field.name}
            label={field.label}
            isRequired={field.required ?? false}
            type={field.kind === 'dateTime' ? 'datetime-local' : field.kind === 'url' ? 'url' : 'text'}
            inputMode={field.kind === 'integer' ? 'numeric' : undefined}
            maxLength={field.kind === 'text' ? field.max : undefined}
            value={String(value ?? '')}
            onChange={set(field.name)}
            errorMessage={error}
            description={field.help ?? (field.kind === 'url' ? '/… または https://…' : undefined)}
          />
        );
    }
  };

  const title = row ? rowTitle(type, row) : '';
  return (
    <>
      <div className="console-page-head">
        <h1>{row ? `${def.label}を編集` : `${def.label}を作成`}</h1>
        {label && <p>状態: {label}</p>}
        <Link to={`/content/${type}`}>{def.label}の一覧へ</Link>
      </div>
      {guard.notice}
      <form id={formId} className="console-form console-form-wide" noValidate onSubmit={onSubmit}>
        {fields.map(fieldOf)}
        {errors[status?.name ?? ''] && <p className="console-error">{errors[status!.name]}</p>}
        {canWrite && (
          <SaveActions
            isPending={save.isPending}
            label={status ? (publishedAt ? '公開日時で公開する' : '公開する') : '保存する'}
            before={
              status && (
                <>
                  <Button
                    variant="ghost"
                    onPress={() => submit({ status: 'draft' })}
                    isPending={save.isPending}
                  >
                    {row?.[status.name] === 'published' ? '非公開にする（下書きに戻す）' : '下書き保存'}
                  </Button>
                  {publishedAt && (
                    <Button
                      variant="secondary"
                      onPress={() => submit({ status: 'published', now: true })}
                      isPending={save.isPending}
                    >
                      今すぐ公開する
                    </Button>
                  )}
                </>
              )
            }
            onDelete={row && (() => setConfirmDelete(true))}
          />
        )}
      </form>
      {row && (
        <DeleteDialog
          isOpen={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={title}
          isPending={remove.isPending}
          onConfirm={() => remove.mutate()}
        >
          <p>サイトからもすぐに消えます。この操作は取り消せません。</p>
        </DeleteDialog>
      )}
      {html && (
        <PaidPreview
          title={String(draft[def.titleField] ?? '')}
          html={String(draft[html.name] ?? '')}
          isPaid={draft.isPaid === true}
          canBePaid={contentFieldOf(type, 'boolean', 'isPaid') !== undefined}
        />
      )}
    </>
  );
}
