/**
 * What every console editor shares: loading the record the address names (or starting a new one),
 * saving it and deleting it with the same messages, and the row of buttons under the form.
 */
import type { EndpointBody, EndpointDef, EndpointResponse } from '@fanclub/domain/contract';
import { Button, ConfirmDialog, ErrorState, PageSpinner, toast } from '@fanclub/ui';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { FormFields, useMayWrite } from './access.tsx';
import { call, messageOf } from './api.ts';

/**
 * An editor's page: the record of the address's `:id` read with `endpoint` (none for `…/new`), and
 * any other reads the form needs (`also`); their failure's message, a spinner while they load, then
 * the form, drawn anew (keyed by id) when the address moves to another record.
 */
export function EditRecordPage<E extends EndpointDef>({
  name,
  endpoint,
  params,
  also = [],
  refetchInterval,
  children,
}: {
  /** The record's query key after `admin` (`['admin', name, id]`), the one `useSaveRecord` fills. */
  name: string | readonly unknown[];
  endpoint: E;
  /** Path params besides the id. */
  params?: Record<string, unknown>;
  also?: UseQueryResult<unknown>[];
  refetchInterval?: number;
  children: (record: EndpointResponse<E> | undefined, loadedAt: number) => ReactNode;
}) {
  const { id } = useParams();
  const scope = [name].flat();
  const existing = useQuery({
    queryKey: ['admin', ...scope, id],
    queryFn: () => call(endpoint, { params: { ...params, id: Number(id) } } as never),
    enabled: id !== undefined,
    refetchInterval,
  });
  const error = existing.error ?? also.find((q) => q.error)?.error;
  if (error) return <ErrorState message={error.message} />;
  if ((id && !existing.data) || also.some((q) => !q.data)) return <PageSpinner />;
  return (
    <Fragment key={`${scope.join(' ')} ${id ?? 'new'}`}>
      {children(existing.data, existing.dataUpdatedAt)}
    </Fragment>
  );
}

/**
 * Saving an editor's record: `send` creates or updates; the saved record replaces the cached one,
 * every console read is refreshed, the operator is told, and a new record's address becomes its own.
 */
type SaveOptions<Body, Saved> = {
  /** The record's query key (see `EditRecordPage`), filled with the saved record; none, none kept. */
  name?: string;
  /** The list's address; the record's is `${path}/${id}`. */
  path: string;
  isNew: boolean;
  send: (body: Body) => Promise<Saved>;
  saved?: (record: Saved) => string;
  /** After an edit (not a create, which moves to the record's address). */
  onSaved?: (record: Saved) => void;
};

export function useSaveRecord<Body, Saved extends { id: number }>({
  name,
  path,
  isNew,
  send,
  saved = () => '保存しました。',
  onSaved,
}: SaveOptions<Body, Saved>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (record) => {
      if (name) queryClient.setQueryData(['admin', name, String(record.id)], record);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      toast.success(saved(record));
      if (isNew) void navigate(`${path}/${record.id}`, { replace: true });
      else onSaved?.(record);
    },
    onError: (error) => toast.error(messageOf(error)),
  });
}

/**
 * Saving an editor's record through the contract's pair of calls: `update` (by its id) for the
 * `record` being edited, `create` when there is none yet; the rest as `useSaveRecord`.
 */
export function useSaveThrough<C extends EndpointDef, U extends EndpointDef>({
  record,
  create,
  update,
  ...options
}: { record: { id: number } | undefined; create: C; update: U } & Omit<
  SaveOptions<EndpointBody<C>, EndpointResponse<C> & { id: number }>,
  'isNew' | 'send'
>) {
  return useSaveRecord({
    ...options,
    isNew: !record,
    send: (body: EndpointBody<C>) =>
      (record
        ? call(update, { params: { id: record.id }, body } as never)
        : call(create, { body } as never)) as Promise<EndpointResponse<C> & { id: number }>,
  });
}

/** Deleting an editor's record: the server's message, then back to the list at `path`. */
export function useRemoveRecord(path: string, send: () => Promise<{ message: string }>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      toast.success(answer.message);
      void navigate(path);
    },
    onError: (error) => toast.error(messageOf(error)),
  });
}

/**
 * The row under an editor's form: other actions first, then 保存する (the form's submit), then 削除;
 * none of it for an operator who may only read the screen (app/access.tsx).
 */
export function SaveActions({
  isPending,
  before,
  onDelete,
  label = '保存する',
}: {
  isPending: boolean;
  before?: ReactNode;
  onDelete?: () => void;
  label?: string;
}) {
  if (!useMayWrite()) return null;
  return (
    <div className="console-actions">
      {before}
      <Button type="submit" isPending={isPending}>
        {label}
      </Button>
      {onDelete && (
        <Button variant="danger" onPress={onDelete}>
          削除
        </Button>
      )}
    </div>
  );
}

/** 削除 behind its confirmation: the record's name in the question, what deleting means below. */
export function DeleteDialog({
  isOpen,
  onOpenChange,
  title,
  isPending,
  onConfirm,
  children = <p>会員の画面からもすぐに消えます。この操作は取り消せません。</p>,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  isPending: boolean;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={`「${title}」を削除しますか？`}
      confirmLabel="削除する"
      tone="danger"
      isPending={isPending}
      onConfirm={onConfirm}
    >
      {children}
    </ConfirmDialog>
  );
}

/**
 * An HTML body's field: a plain textarea (the preview shows how it reads) and its error. It takes
 * what a draft's `field(key)` gives a text field: `<HtmlField id=… label=… rows={4} {...field('content')} />`.
 */
export function HtmlField({
  id,
  label,
  rows,
  isReadOnly,
  value,
  onChange,
  errorMessage,
}: {
  id: string;
  label: string;
  rows: number;
  isReadOnly?: boolean;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
}) {
  return (
    <div className="console-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        readOnly={isReadOnly}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {errorMessage && <p className="console-error">{errorMessage}</p>}
    </div>
  );
}

/**
 * An editor's wide form: the contract's rules check it (not the browser's), `onSubmit` stays on the
 * page; its fields are disabled together for an operator who may only read the screen.
 */
export function EditForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className="console-form console-form-wide"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <FormFields>{children}</FormFields>
    </form>
  );
}
