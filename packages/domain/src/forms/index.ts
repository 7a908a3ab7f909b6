/**
 * The site's form schemas in `zod/mini`, the tree-shakable API of zod 4: the same rules, messages,
 * transforms and field names as the contract's request schemas (`contract/fields.ts`,
 * `contract/requests.ts`), which stay the server's and the response validator's. A form needs a
 * handful of checks, and with the classic API it carried all of zod (~25 KiB gzip) into its
 * screen's first paint; these cost a fraction of that. `forms.test.ts` holds each one to the
 * contract schema it mirrors, answer for answer.
 */
import * as z from 'zod/mini';
import { fieldMessages, UNSTORABLE_RE } from '../contract/values.ts';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const KANA_RE = /^[\u30A1-\u30FA\u30FC\u3000 ]+$/u;
const PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*\d).{8,}$/;

const required = () => z.minLength(1, fieldMessages.required);
const max = (length: number, message: string = fieldMessages.tooLong(length)) => z.maxLength(length, message);

/** `text()`: a string a database can store (no U+0000, no lone UTF-16 halves). */
const text = () =>
  z
    .string(fieldMessages.required)
    .check(z.refine((value: string) => !UNSTORABLE_RE.test(value), fieldMessages.invalidCharacter));

/** NFKC first, so full-width digits and half-width kana count as the characters they show. */
const nfkcString = () =>
  z.pipe(
    text(),
    z.transform((value: string) => value.normalize('NFKC').trim()),
  );

const requiredText = (length = 255) => z.pipe(nfkcString(), z.string().check(required(), max(length)));

/** Optional text: empty input is stored as null. */
const optionalText = (length = 255) =>
  z.pipe(
    z.pipe(
      z.nullish(text()),
      z.transform((value: string | null | undefined) => {
        const normalised = value?.normalize('NFKC').trim();
        return normalised ? normalised : null;
      }),
    ),
    z.nullable(z.string().check(max(length))),
  );

const emailField = z.pipe(
  nfkcString(),
  z.string().check(required(), max(254), z.regex(EMAIL_RE, fieldMessages.email)),
);

const passwordField = text().check(
  required(),
  max(72, fieldMessages.passwordTooLong),
  z.regex(PASSWORD_RE, fieldMessages.password),
);

const kanaField = z.pipe(
  nfkcString(),
  z.string().check(required(), max(100), z.regex(KANA_RE, fieldMessages.kana)),
);

const zipField = z.pipe(
  nfkcString(),
  z.pipe(
    z.string().check(required(), z.regex(/^\d{3}-?\d{4}$/, fieldMessages.zip)),
    z.transform((zip: string) => zip.replace('-', '')),
  ),
);

const phoneField = z.pipe(
  z.pipe(
    text(),
    z.transform((value: string) => value.normalize('NFKC').replace(/[-\s]/g, '')),
  ),
  z.string().check(required(), z.regex(/^0\d{9,10}$/, fieldMessages.phone)),
);

const dateField = text().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, fieldMessages.date),
  z.refine((value: string) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), fieldMessages.date),
);

const prefectureIdField = z.coerce
  .number<number | string>(fieldMessages.prefecture)
  .check(
    z.int(fieldMessages.prefecture),
    z.gte(1, fieldMessages.prefecture),
    z.lte(47, fieldMessages.prefecture),
  );

const genderField = z.coerce
  .number<number | string>(fieldMessages.gender)
  .check(z.refine((value: number) => [0, 1, 2, 9].includes(value), fieldMessages.gender)) as z.ZodMiniType<
  0 | 1 | 2 | 9,
  number | string
>;

/** Names, kana names, phone and address: the member's personal details. */
const personFields = {
  lastName: requiredText(50),
  firstName: requiredText(50),
  lastNameKana: kanaField,
  firstNameKana: kanaField,
  phone: phoneField,
  zipCode: zipField,
  prefectureId: prefectureIdField,
  address1: requiredText(100),
  address2: requiredText(100),
  address3: optionalText(100),
};

/** An issue on the confirmation field when it differs from the field it repeats. */
const sameAs = <K extends string, C extends string>(key: K, confirm: C, message: string) =>
  z.superRefine((value: Record<K | C, unknown>, ctx) => {
    if (value[key] !== value[confirm]) ctx.addIssue({ code: 'custom', path: [confirm], message });
  });

/** `signInBody`. */
export const signInForm = z.object({
  email: emailField,
  password: text().check(required()),
});

/** `emailBody`: the forgotten-password mail and the email change. */
export const emailForm = z.object({ email: emailField });

/** `emailChangeBody`: the new address and the current password. */
export const emailChangeForm = z.object({ email: emailField, currentPassword: text().check(required()) });

/** `sendEmailBody`: the registration mail. */
export const sendEmailForm = z
  .object({ email: emailField, confirmEmail: emailField })
  .check(sameAs('email', 'confirmEmail', fieldMessages.emailMismatch));

/** The message when the registration's 規約同意 box is left unticked. */
export const termsAgreementMessage =
  '会員規約（利用規約）とプライバシーポリシーに同意いただくと登録できます。同意するにチェックを入れてください。';

/**
 * The registration page's form: `sendEmailBody` and the agreement to the terms (規約同意), which
 * is the site's to ask and is not sent (the page posts the email fields only).
 */
export const registrationForm = z
  .object({
    email: emailField,
    confirmEmail: emailField,
    agreeTerms: z.boolean().check(z.refine((agreed: boolean) => agreed, termsAgreementMessage)),
  })
  .check(sameAs('email', 'confirmEmail', fieldMessages.emailMismatch));

/** `forgotPasswordBody`: the new password behind the mailed link. */
export const resetPasswordForm = z
  .object({
    password: passwordField,
    passwordConfirm: text().check(required()),
    token: text().check(z.minLength(1)),
  })
  .check(sameAs('password', 'passwordConfirm', fieldMessages.passwordMismatch));

const profileShape = {
  ...personFields,
  nickName: optionalText(50),
  birthDate: dateField,
  gender: genderField,
};

/** `updateProfileBody` (`profileFieldsSchema`). */
export const profileForm = z.object(profileShape);

/** `signUpBody`. */
export const signUpForm = z
  .object({
    ...profileShape,
    token: text().check(required()),
    email: emailField,
    password: passwordField,
    // Empty is flagged as empty, not only as different from the password.
    passwordConfirm: text().check(required()),
  })
  .check(sameAs('password', 'passwordConfirm', fieldMessages.passwordMismatch));

/** `updatePasswordBody`. */
export const updatePasswordForm = z
  .object({
    currentPassword: text().check(required()),
    newPassword: passwordField,
    confirmNewPassword: text().check(required()),
  })
  .check(sameAs('newPassword', 'confirmNewPassword', fieldMessages.passwordMismatch));

/** `inquiryBody`: the contact form. */
export const inquiryForm = z.object({
  name: requiredText(100),
  kana: z.optional(text()),
  email: emailField,
  zip: z.optional(optionalText(8)),
  address: z.optional(optionalText(200)),
  phone: z.optional(optionalText(20)),
  orderNumber: z.optional(optionalText(50)),
  contactNumber: z.optional(optionalText(50)),
  content: requiredText(4000),
});
