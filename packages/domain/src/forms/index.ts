/**
 * The site's form schemas in `zod/mini`, the tree-shakable API of zod 4: each wraps the fields of
 * the contract's request body (`contract/form-bodies.ts`, built from `contract/field-rules.ts`) that
 * it sends, so the rules, messages, transforms and field names are the server's own. A form needs
 * a handful of checks, and with the classic API it carried all of zod (~25 KiB gzip) into its
 * screen's first paint; these cost a fraction of that. `forms.test.ts` holds each one to the
 * contract schema it sends, answer for answer.
 */
import * as z from 'zod/mini';
import { emailConfirmed } from '../contract/field-rules.ts';
import * as body from '../contract/form-bodies.ts';

/** `signInBody`. */
export const signInForm = z.object(body.signInFields);

/** `emailBody`: the forgotten-password mail and the email change. */
export const emailForm = z.object(body.emailFields);

/** `emailChangeBody`: the new address and the current password. */
export const emailChangeForm = z.object(body.emailChangeFields);

/** `sendEmailBody`: the registration mail. */
export const sendEmailForm = z.object(body.sendEmailFields).check(emailConfirmed);

/** The message when the registration's 規約同意 box is left unticked. */
export const termsAgreementMessage =
  '会員規約（利用規約）とプライバシーポリシーに同意いただくと登録できます。同意するにチェックを入れてください。';

/**
 * The registration page's form: `sendEmailBody` and the agreement to the terms (規約同意), which
 * is the site's to ask and is not sent (the page posts the email fields only).
 */
export const registrationForm = z
  .object({
    ...body.sendEmailFields,
    agreeTerms: z.boolean().check(z.refine((agreed: boolean) => agreed, termsAgreementMessage)),
  })
  .check(emailConfirmed);

/** `forgotPasswordBody`: the new password behind the mailed link. */
export const resetPasswordForm = z.object(body.forgotPasswordFields).check(body.passwordConfirmed);

/** `updateProfileBody` (`profileFieldsSchema`). */
export const profileForm = z.object(body.profileFields);

/** `signUpBody`. */
export const signUpForm = z.object(body.signUpFields).check(body.passwordConfirmed);

/** `updatePasswordBody`. */
export const updatePasswordForm = z.object(body.updatePasswordFields).check(body.newPasswordConfirmed);

/** `inquiryBody`: the contact form. */
export const inquiryForm = z.object(body.inquiryFields);

/** `receiptBody`: the 領収書's addressee, entered once. */
export const receiptForm = z.object(body.receiptFields);
