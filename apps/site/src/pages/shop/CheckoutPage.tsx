import { errorMessage } from '@fanclub/domain';
import { useCart, useDeliveryMethods, usePaymentOptions } from '@fanclub/domain/react';
import type { KonbiniStore } from '@fanclub/domain/format';
import {
  Button,
  ButtonLink,
  CardFields,
  CartSummary,
  DeliveryMethodPicker,
  EmailConfirmField,
  EmptyState,
  PaymentMethodPicker,
  SavedCardChoice,
  TextField,
  emptyNewCard,
  uiMessages,
} from '@fanclub/ui';
import { useState } from 'react';
import { paths } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { bind } from '../../components/form/bind.ts';
import { ErrorSummary } from '../../components/form/ErrorSummary.tsx';
import { useSiteForm } from '../../components/form/use-site-form.ts';
import { PERSON_FIELDS, PersonFields, personDefaults } from '../../components/PersonFields.tsx';
import formStyles from '../../components/form/form.module.css';
import styles from '../../components/content.module.css';
import type { CheckoutValues } from './checkout-schema.ts';
import { CheckoutConfirmation } from './CheckoutConfirmation.tsx';
import { cartTotal } from './cart-lines.ts';
import { useViewFocus } from '../../app/site/page-focus.ts';
import { orderText } from '../../messages/order.ts';

/** The checkout form's fields in their order, named as its error summary lists them. */
const CHECKOUT_FIELDS = [
  ...PERSON_FIELDS,
  { name: 'companyName', label: orderText.companyName },
  { name: 'email', label: uiMessages.emailConfirm.email },
  { name: 'confirmEmail', label: uiMessages.emailConfirm.confirm },
  { name: 'deliveryMethodId', label: orderText.deliveryMethod },
  { name: 'konbiniStore', label: uiMessages.paymentMethod.store },
  { name: 'cardNumber', label: uiMessages.cardForm.number },
  { name: 'cardExpire', label: uiMessages.cardForm.expire },
  { name: 'securityCode', label: uiMessages.cardForm.securityCode },
  { name: 'cardholderName', label: uiMessages.cardForm.holder },
];

/** Checkout: customer, delivery and card entry, then the final confirmation screen (特定商取引法 12条の6). */
export function CheckoutPage() {
  const cart = useCart();
  const delivery = useDeliveryMethods();
  const paymentOptions = usePaymentOptions();
  const konbini = paymentOptions.data?.konbini ?? null;
  const { user } = useSession();
  const [values, setValues] = useState<CheckoutValues | null>(null);
  // The saved card is offered first; it pays through 3-D Secure as a new card does.
  const savedCard = user?.isValidCard && user.maskedCardNumber ? user.maskedCardNumber : null;
  const form = useSiteForm({
    schema: () => import('./checkout-schema.ts').then((m) => m.checkoutSchema),
    defaultValues: {
      ...personDefaults(user),
      email: user?.email ?? '',
      confirmEmail: '',
      companyName: '',
      deliveryMethodId: '',
      paymentMethod: 'credit_card' as 'credit_card' | 'konbini',
      konbiniStore: '',
      useSaved: Boolean(savedCard),
      ...emptyNewCard,
    },
  });
  // The form and its confirmation replace each other under one heading: focus follows (and back).
  useViewFocus(values ? 'confirm' : 'form');

  return (
    <>
      <PageHeading title={values ? uiMessages.orderConfirmation.title : orderText.checkoutTitle} />
      <QueryBoundary query={cart} errorKey="fetchCartFailed">
        {({ cartProducts }) => {
          if (cartProducts.length === 0)
            return (
              <EmptyState
                title={orderText.cartEmpty}
                action={<ButtonLink href={paths.products}>{orderText.findProducts}</ButtonLink>}
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
                konbiniFee={konbini?.fee ?? 0}
              />
            );
          const deliveryField = form.field('deliveryMethodId');
          const chosenMethod = methods.find((m) => String(m.id) === String(deliveryField.value));
          return (
            <form
              className={styles.form}
              noValidate
              onSubmit={(event) => void form.handleSubmit(setValues)(event)}
            >
              <ErrorSummary form={form} fields={CHECKOUT_FIELDS} />
              <fieldset className={formStyles.fieldset}>
                <legend>{orderText.customer}</legend>
                <PersonFields form={form} />
                <TextField
                  label={orderText.companyName}
                  autoComplete="organization"
                  {...bind(form.field('companyName'))}
                />
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
              <PaymentMethodPicker
                value={form.values.paymentMethod}
                onChange={(method) => form.setValue('paymentMethod', method)}
                konbini={konbini}
                store={(form.values.konbiniStore || null) as KonbiniStore | null}
                onStoreChange={(store) => form.field('konbiniStore').onChange(store)}
                storeErrorMessage={form.field('konbiniStore').errorMessage}
              />
              {form.values.paymentMethod === 'credit_card' && savedCard && (
                <SavedCardChoice
                  savedCard={savedCard}
                  useSaved={form.values.useSaved}
                  onChange={(useSaved) => form.setValue('useSaved', useSaved)}
                />
              )}
              {form.values.paymentMethod === 'credit_card' && !form.values.useSaved && (
                <CardFields field={form.field} />
              )}
              <CartSummary itemsTotal={cartTotal(cartProducts)} deliveryCost={chosenMethod?.cost ?? null} />
              <Button type="submit" fullWidth>
                {orderText.review}
              </Button>
            </form>
          );
        }}
      </QueryBoundary>
    </>
  );
}
