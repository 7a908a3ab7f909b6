import { emailField, fieldMessages, optionalText, personFields } from '@fanclub/domain';
import { newCardIssues, newCardShape, tidyNewCard } from '@fanclub/ui';
import { z } from 'zod';

/**
 * The checkout form: customer and delivery fields of the order payload (with confirmEmail, spec
 * section 5) plus the card fields of @fanclub/ui's CardFields, checked by its rules; they go only
 * to the card provider's token endpoint.
 */
export const checkoutSchema = z
  .object({
    ...personFields,
    email: emailField,
    confirmEmail: emailField,
    companyName: optionalText(100).optional(),
    deliveryMethodId: z.coerce.number<number | string>().int().positive('配送方法を選択してください。'),
    ...newCardShape,
  })
  .superRefine((value, ctx) => {
    if (value.email !== value.confirmEmail)
      ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: fieldMessages.emailMismatch });
    for (const { field, message } of newCardIssues(value))
      ctx.addIssue({ code: 'custom', path: [field], message });
  })
  .transform((value) => ({ ...value, ...tidyNewCard(value) }));

export type CheckoutInput = z.input<typeof checkoutSchema>;
export type CheckoutValues = z.output<typeof checkoutSchema>;
