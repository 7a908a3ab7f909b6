import { emailField, fieldMessages, optionalText, personFields } from '@fanclub/domain';
import { z } from 'zod';

/**
 * The checkout form: customer and delivery fields of the order payload (with confirmEmail, spec
 * section 5) plus the card fields, which go only to the card provider's token endpoint.
 */
export const checkoutSchema = z
  .object({
    ...personFields,
    email: emailField,
    confirmEmail: emailField,
    companyName: optionalText(100).optional(),
    deliveryMethodId: z.coerce.number<number | string>().int().positive('配送方法を選択してください。'),
    cardNumber: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{14,16}$/, 'カード番号を正しく入力してください。')),
    cardExpire: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, '有効期限をMM/YYの形式で入力してください。'),
    securityCode: z.string().regex(/^\d{3,4}$/, 'セキュリティコードは3桁または4桁の数字で入力してください。'),
    cardholderName: z
      .string()
      .regex(/^[A-Za-z .]*$/, 'カード名義は半角英字で入力してください。')
      .max(45)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.email !== value.confirmEmail)
      ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: fieldMessages.emailMismatch });
  });

export type CheckoutInput = z.input<typeof checkoutSchema>;
export type CheckoutValues = z.output<typeof checkoutSchema>;
