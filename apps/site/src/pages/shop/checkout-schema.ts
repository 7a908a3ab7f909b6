import { emailConfirmed, emailField, optionalText, personFields } from '@fanclub/domain';
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
    useSaved: z.boolean(),
    ...newCardShape,
  })
  .check(emailConfirmed)
  .superRefine((value, ctx) => {
    if (value.useSaved) return;
    for (const { field, message } of newCardIssues(value))
      ctx.addIssue({ code: 'custom', path: [field], message });
  })
  .transform(({ useSaved, cardNumber, cardExpire, securityCode, cardholderName, ...customer }) => {
    const card: CardFormResult = useSaved
      ? { useSaved: true }
      : { useSaved: false, ...tidyNewCard({ cardNumber, cardExpire, securityCode, cardholderName }) };
    return { ...customer, card };
  });

export type CheckoutInput = z.input<typeof checkoutSchema>;
export type CheckoutValues = z.output<typeof checkoutSchema>;
