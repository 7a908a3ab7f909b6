import { adminEndpoints, deliveryMethodBody, rolesFor, type DeliveryMethodBody } from '@fanclub/domain/admin';
import { formatYen } from '@fanclub/domain';
import type { DeliveryMethod } from '@fanclub/domain/contract';
import { Badge, Button, Checkbox, TextField, toast } from '@fanclub/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { call, messageOf } from '../app/api.ts';
import { typedNumber, validate } from '../app/form.ts';
import { usePaged } from '../app/paged.ts';
import { PagedTable } from '../app/PagedTable.tsx';
import { currentOperator } from '../app/session.ts';
import '../shop.css';

/** 配送方法: the methods and fees checkout offers (active ones, in their order); added and edited here. */
export function DeliveryMethodsPage() {
  const list = usePaged(adminEndpoints.listAdminDeliveryMethods, {});
  const canWrite = rolesFor('shop', 'write').includes(currentOperator()!.role);
  const [editing, setEditing] = useState<DeliveryMethod | null>(null);
  return (
    <>
      <h1>配送方法と送料</h1>
      <PagedTable
        list={list}
        label="配送方法一覧"
        columns={[
          { id: 'name', name: '配送方法', isRowHeader: true, render: (m: DeliveryMethod) => m.name },
          { id: 'cost', name: '送料（税込）', render: (m: DeliveryMethod) => formatYen(m.cost) },
          { id: 'displayOrder', name: '表示順', render: (m: DeliveryMethod) => String(m.displayOrder) },
          {
            id: 'isActive',
            name: '購入画面',
            render: (m: DeliveryMethod) => (
              <Badge tone={m.isActive ? 'success' : 'neutral'}>{m.isActive ? '表示中' : '非表示'}</Badge>
            ),
          },
          ...(canWrite
            ? [
                {
                  id: 'edit',
                  name: '操作',
                  render: (m: DeliveryMethod) => (
                    <Button variant="ghost" onPress={() => setEditing(m)}>
                      {`「${m.name}」を編集`}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {canWrite && (
        <MethodForm
          key={editing ? `${editing.id}` : 'new'}
          method={editing}
          nextOrder={(list.data?.total ?? 0) + 1}
          onDone={() => setEditing(null)}
        />
      )}
    </>
  );
}

function MethodForm({
  method,
  nextOrder,
  onDone,
}: {
  method: DeliveryMethod | null;
  nextOrder: number;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(method?.name ?? '');
  const [cost, setCost] = useState(method ? String(method.cost) : '');
  const [order, setOrder] = useState(String(method?.displayOrder ?? nextOrder));
  const [isActive, setActive] = useState(method?.isActive ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: DeliveryMethodBody) =>
      method
        ? call(adminEndpoints.updateDeliveryMethod, { params: { id: method.id }, body })
        : call(adminEndpoints.createDeliveryMethod, { body }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      toast.success(`配送方法「${saved.name}」を保存しました。`);
      if (!method) {
        setName('');
        setCost('');
      }
      onDone();
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { name, cost: typedNumber(cost), displayOrder: typedNumber(order), isActive };
    const checked = validate(deliveryMethodBody, body);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.data);
  };
  const heading = method ? `「${method.name}」を編集` : '配送方法を追加';
  return (
    <section aria-labelledby="delivery-form-heading">
      <h2 id="delivery-form-heading">{heading}</h2>
      <form className="console-form" noValidate onSubmit={submit}>
        <TextField
          label="配送方法の名前"
          isRequired
          value={name}
          onChange={setName}
          errorMessage={errors.name}
          maxLength={50}
        />
        <TextField
          label="送料（税込・円）"
          inputMode="numeric"
          isRequired
          value={cost}
          onChange={setCost}
          errorMessage={errors.cost}
          description="1回の注文にかかる送料です。注文には、その時点の送料が記録されます。"
        />
        <TextField
          label="表示順"
          inputMode="numeric"
          value={order}
          onChange={setOrder}
          errorMessage={errors.displayOrder}
        />
        <Checkbox isSelected={isActive} onChange={setActive}>
          購入画面に表示する
        </Checkbox>
        <div className="console-actions">
          <Button type="submit" isPending={save.isPending}>
            保存する
          </Button>
          {method && (
            <Button variant="ghost" onPress={onDone}>
              編集をやめる
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
