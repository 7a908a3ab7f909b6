import { emailConfirmed, emailField, optionalText, personFields } from '@fanclub/domain';
import { konbiniStores, type KonbiniStore } from '@fanclub/domain/format';
import { shopAnswers } from '@fanclub/domain/answers';
import { newCardIssues, newCardShape, tidyNewCard } from '@fanclub/ui';
import type { CardFormResult } from '@fanclub/ui';
import { z } from 'zod';

/**
 * The checkout form: customer and delivery fields of the order payload (with confirmEmail, spec
 * section 5) plus the card: the member's saved card (`useSaved`), or the fields of @fanclub/ui's
 * CardFields, checked by its rules; a new card goes only to the card provider's token endpoint.
 */
export const checkoutSchema = z
  .object({
    ...personFields,
    email: emailField,
    confirmEmail: emailField,
    companyName: z.optional(optionalText(100)),
    deliveryMethodId: z.coerce.number<number | string>().int().positive(shopAnswers.deliveryMethod),
    /** Cards, or konbini (a slip paid at the store: `konbiniStore` is the chain). */
    paymentMethod: z.enum(['credit_card', 'konbini']),
    konbiniStore: z.string(),
    useSaved: z.boolean(),
    ...newCardShape,
  })
  .check(emailConfirmed)
  .superRefine((value, ctx) => {
    if (value.paymentMethod === 'konbini') {
      if (!(konbiniStores as readonly string[]).includes(value.konbiniStore))
        ctx.addIssue({ code: 'custom', path: ['konbiniStore'], message: shopAnswers.konbiniStore });
      return;
    }
    if (value.useSaved) return;
    for (const { field, message } of newCardIssues(value))
      ctx.addIssue({ code: 'custom', path: [field], message });
  })
  .transform(
    ({
      useSaved,
      cardNumber,
      cardExpire,
      securityCode,
      cardholderName,
      paymentMethod,
      konbiniStore,
      ...customer
    }) => {
      if (paymentMethod === 'konbini')
        return { ...customer, card: null, konbiniStore: konbiniStore as KonbiniStore };
      const card: CardFormResult = useSaved
        ? { useSaved: true }
        : { useSaved: false, ...tidyNewCard({ cardNumber, cardExpire, securityCode, cardholderName }) };
      return { ...customer, card, konbiniStore: null };
    },
  );

export type CheckoutInput = z.input<typeof checkoutSchema>;
export type CheckoutValues = z.output<typeof checkoutSchema>;
