import { formatPoints } from '@fanclub/domain/format';
import {
  adminEndpoints,
  votingPackageBody,
  type AdminVotingPackage,
  type VotingPackageBody,
} from '@fanclub/domain/admin';
import { formatDateTime, formatPriceWithTax } from '@fanclub/domain';
import { Button, TextField, toast } from '@fanclub/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { call, messageOf } from '../app/api.ts';
import { fromLocalInput, toLocalInput, validate } from '../app/form.ts';
import { usePaged } from '../app/paged.ts';
import { PagedTable } from '../app/PagedTable.tsx';
import { canWriteEngagement } from './VotingEventsPage.tsx';

type Draft = Record<'name' | 'price' | 'taxRate' | 'point' | 'expireDate' | 'displayOrder', string>;

const draftOf = (pkg?: AdminVotingPackage): Draft => ({
  name: pkg?.name ?? '',
  price: pkg ? String(pkg.price) : '',
  taxRate: String(pkg?.taxRate ?? 10),
  point: pkg ? String(pkg.point) : '',
  expireDate: toLocalInput(pkg?.expireDate ?? new Date(Date.now() + 180 * 86_400_000).toISOString()),
  displayOrder: String(pkg?.displayOrder ?? 0),
});

/** A typed number, or the text itself so the contract's rule answers in Japanese. */
const numberOf = (value: string) =>
  value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

export function VotingPackagesPage() {
  const list = usePaged(adminEndpoints.listAdminVotingPackages, {});
  const [editing, setEditing] = useState<AdminVotingPackage | 'new' | null>(null);
  const writable = canWriteEngagement();
  return (
    <>
      <div className="console-page-head">
        <h1>投票ポイントのパッケージ</h1>
        {writable && <Button onPress={() => setEditing('new')}>パッケージを追加</Button>}
      </div>
      {editing && (
        <PackageForm
          key={editing === 'new' ? 'new' : editing.id}
          pkg={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <PagedTable
        list={list}
        label="パッケージ一覧"
        columns={[
          {
            id: 'name',
            name: 'パッケージ',
            isRowHeader: true,
            render: (p: AdminVotingPackage) => p.name ?? `${p.point}pt パック`,
          },
          {
            id: 'point',
            name: 'ポイント',
            render: (p: AdminVotingPackage) => formatPoints(p.point),
          },
          {
            id: 'price',
            name: '価格',
            render: (p: AdminVotingPackage) => formatPriceWithTax(p.price, p.taxRate),
          },
          { id: 'expire', name: '有効期限', render: (p: AdminVotingPackage) => formatDateTime(p.expireDate) },
          { id: 'order', name: '表示順', render: (p: AdminVotingPackage) => p.displayOrder },
          ...(writable
            ? [
                {
                  id: 'edit',
                  name: '操作',
                  render: (p: AdminVotingPackage) => (
                    <Button
                      variant="ghost"
                      onPress={() => setEditing(p)}
                      aria-label={`${p.name ?? `${p.point}pt パック`}を編集`}
                    >
                      編集
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </>
  );
}

function PackageForm({ pkg, onDone }: { pkg: AdminVotingPackage | undefined; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(pkg));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const save = useMutation({
    mutationFn: (body: VotingPackageBody) =>
      pkg
        ? call(adminEndpoints.updateVotingPackage, { params: { id: pkg.id }, body })
        : call(adminEndpoints.createVotingPackage, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      toast.success('保存しました。');
      onDone();
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validate(votingPackageBody, {
      name: draft.name || null,
      price: numberOf(draft.price),
      taxRate: numberOf(draft.taxRate),
      point: numberOf(draft.point),
      expireDate: fromLocalInput(draft.expireDate),
      displayOrder: numberOf(draft.displayOrder),
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.data);
  };
  const field = (
    key: keyof Draft,
    label: string,
    extra: { description?: string; isRequired?: boolean } = {},
  ) => (
    <TextField
      label={label}
      inputMode={key === 'name' || key === 'expireDate' ? undefined : 'numeric'}
      type={key === 'expireDate' ? 'datetime-local' : 'text'}
      value={draft[key]}
      onChange={set(key)}
      errorMessage={errors[key]}
      {...extra}
    />
  );
  return (
    <form
      className="console-form"
      noValidate
      onSubmit={submit}
      aria-label={pkg ? 'パッケージを編集' : 'パッケージを追加'}
    >
      <h2>{pkg ? 'パッケージを編集' : 'パッケージを追加'}</h2>
      {field('name', '名前', {
        description: '運営画面での呼び名です。空欄なら「100pt パック」と表示します。',
      })}
      {field('point', 'ポイント', { isRequired: true })}
      {field('price', '価格（税抜・円）', { isRequired: true })}
      {field('taxRate', '税率（%）', { isRequired: true })}
      {field('expireDate', 'ポイントの有効期限', { isRequired: true, description: '日本時間' })}
      {field('displayOrder', '表示順', { description: '小さいほど先に表示します。' })}
      <div className="console-actions">
        <Button variant="ghost" onPress={onDone}>
          やめる
        </Button>
        <Button type="submit" isPending={save.isPending}>
          保存する
        </Button>
      </div>
    </form>
  );
}
