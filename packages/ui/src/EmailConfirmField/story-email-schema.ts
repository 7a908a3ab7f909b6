// A stand-in for domain's sendEmailBody in stories (packages/ui does not import @fanclub/domain);
// same rules and the same Japanese messages.
import { z } from 'zod';

export const storyFieldMessages = {
  required: '入力してください。',
  email: 'メールアドレスの形式が正しくありません。',
  emailMismatch: 'メールアドレスが一致しません。',
} as const;

const email = z
  .string()
  .transform((value) => value.normalize('NFKC').trim())
  .pipe(
    z
      .string()
      .min(1, storyFieldMessages.required)
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, storyFieldMessages.email),
  );

export const storyEmailFields = { email, confirmEmail: email };

export const confirmEmailMatches = (value: { email: string; confirmEmail: string }, ctx: z.RefinementCtx) => {
  if (value.email !== value.confirmEmail) {
    ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: storyFieldMessages.emailMismatch });
  }
};

export const storyEmailSchema = z.object(storyEmailFields).superRefine(confirmEmailMatches);
export type StoryEmailInput = z.input<typeof storyEmailSchema>;
export type StoryEmailValues = z.output<typeof storyEmailSchema>;
