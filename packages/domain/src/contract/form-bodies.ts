/**
 * The fields of the bodies a member's form sends, once: `requests.ts` wraps each in the contract's
 * object (classic zod, the server's and the client's) and `forms/index.ts` in the site form's
 * (`zod/mini`), with the same confirmation checks, so both answer every input alike.
 */
import * as z from 'zod/mini';
import {
  dateField,
  emailField,
  filledText,
  genderField,
  optionalText,
  passwordField,
  personFields,
  requiredText,
  sameAs,
  text,
  textUpTo,
} from './field-rules.ts';
import { fieldMessages } from './values.ts';

export const signInFields = { email: emailField, password: filledText() };

/** The forgotten-password mail and the email change. */
export const emailFields = { email: emailField };

/** The 領収書's addressee (a person's or a company's name), entered once. */
export const receiptFields = { addressee: requiredText(60) };

/** An email change needs the current password: a stolen access token alone cannot take the account. */
export const emailChangeFields = { email: emailField, currentPassword: filledText() };

/** The registration mail. */
export const sendEmailFields = { email: emailField, confirmEmail: emailField };

/** The new password behind the mailed link. */
export const forgotPasswordFields = {
  password: passwordField,
  passwordConfirm: filledText(),
  token: text().check(z.minLength(1)),
};

export const profileFields = {
  ...personFields,
  nickName: optionalText(50),
  birthDate: dateField,
  gender: genderField,
};

export const signUpFields = {
  ...profileFields,
  token: filledText(),
  email: emailField,
  password: passwordField,
  // Empty is flagged as empty, not only as different from the password.
  passwordConfirm: filledText(),
};

export const updatePasswordFields = {
  currentPassword: filledText(),
  newPassword: passwordField,
  confirmNewPassword: filledText(),
};

/** The contact form. */
export const inquiryFields = {
  name: requiredText(100),
  kana: z.optional(textUpTo(100)),
  email: emailField,
  zip: z.optional(optionalText(8)),
  address: z.optional(optionalText(200)),
  phone: z.optional(optionalText(20)),
  orderNumber: z.optional(optionalText(50)),
  contactNumber: z.optional(optionalText(50)),
  content: requiredText(4000),
};

export const passwordConfirmed = sameAs('password', 'passwordConfirm', fieldMessages.passwordMismatch);
export const newPasswordConfirmed = sameAs(
  'newPassword',
  'confirmNewPassword',
  fieldMessages.passwordMismatch,
);
