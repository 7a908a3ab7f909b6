import { errorMessage } from '@fanclub/domain';
import { useCart, useDeliveryMethods } from '@fanclub/domain/react';
import {
  Button,
  ButtonLink,
  CardFields,
  CartSummary,
  DeliveryMethodPicker,
  EmailConfirmField,
  EmptyState,
  SavedCardChoice,
  TextField,
  emptyNewCard,
} from '@fanclub/ui';
import { useState } from 'react';
import { paths } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { bind } from '../../components/form/bind.ts';
import { ErrorSummary } from '../../components/form/ErrorSummary.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { PERSON_FIELDS, PersonFields, personDefaults } from '../../components/PersonFields.tsx';
import formStyles from '../../components/form/form.module.css';
import styles from '../../components/content.module.css';
import type { CheckoutValues } from './checkout-schema.ts';
import { CheckoutConfirmation } from './CheckoutConfirmation.tsx';
import { cartTotal } from './cart-lines.ts';
import { useViewFocus } from '../../app/site/page-focus.ts';

/** The checkout form's fields in their order, named as its error summary lists them. */
const CHECKOUT_FIELDS = [
  ...PERSON_FIELDS,
  { name: 'companyName', label: '会社名' },
  { name: 'email', label: 'メールアドレス' },
  { name: 'confirmEmail', label: 'メールアドレス（確認）' },
  { name: 'deliveryMethodId', label: '配送方法' },
  { name: 'cardNumber', label: 'カード番号' },
  { name: 'cardExpire', label: '有効期限（MM/YY）' },
  { name: 'securityCode', label: 'セキュリティコード' },
  { name: 'cardholderName', label: 'カード名義' },
];

/** Checkout: customer, delivery and card entry, then the final confirmation screen (特定商取引法 12条の6). */
export function CheckoutPage() {
  const cart = useCart();
  const delivery = useDeliveryMethods();
  const { user } = useSession();
  const [values, setValues] = useState<CheckoutValues | null>(null);
  // The saved card is offered first; it pays through 3-D Secure as a new card does.
  const savedCard = user?.isValidCard && user.maskedCardNumber ? user.maskedCardNumber : null;
  const form = useForm({
    schema: () => import('./checkout-schema.ts').then((m) => m.checkoutSchema),
    defaultValues: {
      ...personDefaults(user),
      email: user?.email ?? '',
      confirmEmail: '',
      companyName: '',
      deliveryMethodId: '',
      useSaved: Boolean(savedCard),
      ...emptyNewCard,
    },
  });
  // The form and its confirmation replace each other under one heading: focus follows (and back).
  useViewFocus(values ? 'confirm' : 'form');

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
          if (values)
            return (
              <CheckoutConfirmation
                lines={cartProducts}
                values={values}
                method={methods.find((m) => m.id === values.deliveryMethodId)}
                onBack={() => setValues(null)}
                savedCard={savedCard}
              />
            );
          const deliveryField = form.field('deliveryMethodId');
          const chosenMethod = methods.find((m) => String(m.id) === String(deliveryField.value));
          return (
            <form className={styles.form} noValidate onSubmit={form.handleSubmit(setValues)}>
              <ErrorSummary form={form} fields={CHECKOUT_FIELDS} />
              <fieldset className={formStyles.fieldset}>
                <legend>お客様・お届け先</legend>
                <PersonFields form={form} />
                <TextField label="会社名" autoComplete="organization" {...bind(form.field('companyName'))} />
                <EmailConfirmField email={form.field('email')} confirm={form.field('confirmEmail')} />
              </fieldset>
              {delivery.isError ? (
                <p role="alert">{errorMessage(delivery.error, 'fetchDeliveryMethodsFailed')}</p>
              ) : (
                <DeliveryMethodPicker
                  name={deliveryField.name}
                  methods={methods}
                  value={chosenMethod?.id ?? null}
                  onChange={(id) => deliveryField.onChange(String(id))}
                  errorMessage={deliveryField.errorMessage}
                  isRequired
                />
              )}
              {savedCard && (
                <SavedCardChoice
                  savedCard={savedCard}
                  useSaved={form.values.useSaved}
                  onChange={(useSaved) => form.setValue('useSaved', useSaved)}
                />
              )}
              {!form.values.useSaved && <CardFields field={form.field} />}
              <CartSummary itemsTotal={cartTotal(cartProducts)} deliveryCost={chosenMethod?.cost ?? null} />
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
