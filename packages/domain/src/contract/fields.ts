/**
 * Field rules shared by the site's forms and the server's validation, so a fan sees the same
 * Japanese message before sending that the server would answer with (DESIGN.md "Forms").
 */
import { z } from 'zod';
import { fieldMessages } from './values.ts';

export { fieldMessages };

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const KANA_RE = /^[\u30A1-\u30FA\u30FC\u3000 ]+$/u;
const PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*\d).{8,}$/;

/** NFKC first, so full-width digits and half-width kana count as the characters they show. */
const nfkcString = () =>
  z.string(fieldMessages.required).transform((value) => value.normalize('NFKC').trim());

export const requiredText = (max = 255) =>
  nfkcString().pipe(z.string().min(1, fieldMessages.required).max(max, fieldMessages.tooLong(max)));

/** Optional text: empty input is stored as null. */
export const optionalText = (max = 255) =>
  z
    .string()
    .nullish()
    .transform((value) => {
      const normalised = value?.normalize('NFKC').trim();
      return normalised ? normalised : null;
    })
    .pipe(z.string().max(max, fieldMessages.tooLong(max)).nullable());

export const emailField = nfkcString().pipe(
  z
    .string()
    .min(1, fieldMessages.required)
    .max(254, fieldMessages.tooLong(254))
    .regex(EMAIL_RE, fieldMessages.email),
);

export const passwordField = z
  .string(fieldMessages.required)
  .min(1, fieldMessages.required)
  .max(72, fieldMessages.passwordTooLong)
  .regex(PASSWORD_RE, fieldMessages.password);

/** Kana in full-width katakana; the KanaField converts hiragana before it gets here. */
export const kanaField = nfkcString().pipe(
  z
    .string()
    .min(1, fieldMessages.required)
    .max(100, fieldMessages.tooLong(100))
    .regex(KANA_RE, fieldMessages.kana),
);

export const zipField = nfkcString().pipe(
  z
    .string()
    .min(1, fieldMessages.required)
    .regex(/^\d{3}-?\d{4}$/, fieldMessages.zip)
    .transform((zip) => zip.replace('-', '')),
);

export const phoneField = z
  .string(fieldMessages.required)
  .transform((value) => value.normalize('NFKC').replace(/[-\s]/g, ''))
  .pipe(
    z
      .string()
      .min(1, fieldMessages.required)
      .regex(/^0\d{9,10}$/, fieldMessages.phone),
  );

export const dateField = z
  .string(fieldMessages.required)
  .regex(/^\d{4}-\d{2}-\d{2}$/, fieldMessages.date)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), fieldMessages.date);

export const prefectureIdField = z.coerce
  .number<number | string>(fieldMessages.prefecture)
  .int(fieldMessages.prefecture)
  .min(1, fieldMessages.prefecture)
  .max(47, fieldMessages.prefecture);

export const genderField = z.coerce
  .number<number | string>(fieldMessages.gender)
  .refine((value): value is 0 | 1 | 2 | 9 => [0, 1, 2, 9].includes(value), fieldMessages.gender);

export const positiveIntField = z.coerce
  .number<number | string>(fieldMessages.positiveInt)
  .int(fieldMessages.positiveInt)
  .positive(fieldMessages.positiveInt);

/** Names, kana names, phone and address: the member's personal details. */
export const personFields = {
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
