import { errorMessage, taxIncluded } from '@fanclub/domain';
import type { OrderBody } from '@fanclub/domain';
import { useCart, useDeliveryMethods } from '@fanclub/domain/react';
import { Button, ButtonLink, EmptyState } from '@fanclub/ui';
import { useState } from 'react';
import { paths } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { PersonFields, personDefaults } from '../../components/form/PersonFields.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import { useForm } from '../../components/form/use-form.ts';
import formStyles from '../../components/form/form.module.css';
import styles from '../../components/content.module.css';
import type { CheckoutValues } from './checkout-schema.ts';
import { OrderConfirmation } from './OrderConfirmation.tsx';

/** Checkout: customer, delivery and card entry, then the final confirmation screen (特定商取引法 12条の6). */
export function CheckoutPage() {
  const cart = useCart();
  const delivery = useDeliveryMethods();
  const { user } = useSession();
  const [values, setValues] = useState<CheckoutValues | null>(null);
  const form = useForm({
    schema: () => import('./checkout-schema.ts').then((m) => m.checkoutSchema),
    defaultValues: {
      ...personDefaults(user),
      email: user?.email ?? '',
      confirmEmail: '',
      companyName: '',
      deliveryMethodId: '',
      cardNumber: '',
      cardExpire: '',
      securityCode: '',
      cardholderName: '',
    },
  });

  return (
    <>
      <PageHeading title={values ? 'ご注文内容の確認' : 'ご注文手続き'} />
      <QueryBoundary query={cart} errorKey="fetchCartFailed">
        {({ cartProducts }) => {
          if (cartProducts.length === 0)
            return (
              <EmptyState
                title="カートに商品はありません。"
                action={<ButtonLink href={paths.products}>商品を探す</ButtonLink>}
              />
            );
          const methods = (delivery.data?.data ?? [])
            .filter((m) => m.isActive)
            .sort((a, b) => a.displayOrder - b.displayOrder);
          const orderProducts = cartProducts.map((line) => ({
            productSkuID: line.productSkuID,
            count: line.count,
            price: taxIncluded(line.productSku.price, line.productSku.taxRate),
          }));
          const totalProductPrice = orderProducts.reduce((sum, p) => sum + p.price * p.count, 0);
          if (values) {
            const method = methods.find((m) => m.id === values.deliveryMethodId);
            const deliveryCost = method?.cost ?? 0;
            const body: Omit<OrderBody, 'cardToken'> = {
              lastName: values.lastName,
              firstName: values.firstName,
              lastNameKana: values.lastNameKana,
              firstNameKana: values.firstNameKana,
              phone: values.phone,
              zipCode: values.zipCode,
              prefectureId: values.prefectureId,
              address1: values.address1,
              address2: values.address2,
              address3: values.address3 ?? null,
              email: values.email,
              confirmEmail: values.confirmEmail,
              companyName: values.companyName ?? null,
              deliveryMethodId: values.deliveryMethodId,
              deliveryCost,
              orderProducts,
              paymentMethod: 'credit_card',
              totalProductPrice,
              finalPrice: totalProductPrice + deliveryCost,
              cardholderName: values.cardholderName || undefined,
            };
            return (
              <OrderConfirmation
                lines={cartProducts}
                body={body}
                card={values}
                deliveryName={method?.name ?? ''}
                onBack={() => setValues(null)}
              />
            );
          }
          return (
            <form className={styles.form} noValidate onSubmit={form.handleSubmit(setValues)}>
              <fieldset className={formStyles.fieldset}>
                <legend>お客様・お届け先</legend>
                <PersonFields form={form} />
                <FormTextField field={form.field('companyName')} label="会社名" autoComplete="organization" />
                <FormTextField
                  field={form.field('email')}
                  label="メールアドレス"
                  type="email"
                  autoComplete="email"
                  isRequired
                />
                <FormTextField
                  field={form.field('confirmEmail')}
                  label="メールアドレス（確認）"
                  type="email"
                  isRequired
                />
              </fieldset>
              {delivery.isError ? (
                <p role="alert">{errorMessage(delivery.error, 'fetchDeliveryMethodsFailed')}</p>
              ) : (
                <SelectField
                  field={form.field('deliveryMethodId')}
                  label="配送方法"
                  isRequired
                  options={methods.map((m) => ({
                    value: m.id,
                    label: `${m.name}（送料 ¥${m.cost.toLocaleString('ja-JP')}）`,
                  }))}
                />
              )}
              <fieldset className={formStyles.fieldset}>
                <legend>クレジットカード</legend>
                <p className={styles.meta}>
                  カード情報は決済代行会社に直接送信され、当サイトには保存されません。
                </p>
                <FormTextField
                  field={form.field('cardNumber')}
                  label="カード番号"
                  autoComplete="cc-number"
                  isRequired
                />
                <div className={formStyles.row}>
                  <FormTextField
                    field={form.field('cardExpire')}
                    label="有効期限（MM/YY）"
                    autoComplete="cc-exp"
                    isRequired
                    placeholder="12/29"
                  />
                  <FormTextField
                    field={form.field('securityCode')}
                    label="セキュリティコード"
                    autoComplete="cc-csc"
                    isRequired
                  />
                </div>
                <FormTextField
                  field={form.field('cardholderName')}
                  label="カード名義（半角英字）"
                  autoComplete="cc-name"
                />
              </fieldset>
              <Button type="submit" fullWidth>
                注文内容を確認する
              </Button>
            </form>
          );
        }}
      </QueryBoundary>
    </>
  );
}
