import { z } from 'zod';

/**
 * A new card for a plan purchase. These fields go only to the provider's token endpoint; the API
 * receives the token. `useSaved` picks the member's saved card instead.
 */
export const planCardSchema = z
  .object({
    useSaved: z.boolean(),
    cardNumber: z.string().transform((v) => v.replace(/[\s-]/g, '')),
    cardExpire: z.string(),
    securityCode: z.string(),
    cardholderName: z
      .string()
      .regex(/^[A-Za-z .]*$/, 'カード名義は半角英字で入力してください。')
      .max(45)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.useSaved) return;
    if (!/^\d{14,16}$/.test(value.cardNumber))
      ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: 'カード番号を正しく入力してください。' });
    if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(value.cardExpire))
      ctx.addIssue({
        code: 'custom',
        path: ['cardExpire'],
        message: '有効期限をMM/YYの形式で入力してください。',
      });
    if (!/^\d{3,4}$/.test(value.securityCode))
      ctx.addIssue({
        code: 'custom',
        path: ['securityCode'],
        message: 'セキュリティコードは3桁または4桁の数字で入力してください。',
      });
  });

export type PlanCardInput = z.input<typeof planCardSchema>;
export type PlanCardValues = z.output<typeof planCardSchema>;
