/**
 * Field rules shared by the site's forms and the server's validation, so a fan sees the same
 * Japanese message before sending that the server would answer with (DESIGN.md "Forms").
 */
import { z } from 'zod';
import { fieldMessages, UNSTORABLE_RE } from './values.ts';

export { fieldMessages };

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const KANA_RE = /^[\u30A1-\u30FA\u30FC\u3000 ]+$/u;
const PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*\d).{8,}$/;

/**
 * Every string a request carries: text a database can store, so hostile input gets a Japanese 400
 * instead of reaching a query (ASVS 1.2, 2.2).
 */
export const text = () =>
  z
    .string(fieldMessages.required)
    .refine((value) => !UNSTORABLE_RE.test(value), fieldMessages.invalidCharacter);

/** The largest id and amount the database's integer columns hold (int4). */
export const INT4_MAX = 2_147_483_647;

/** What a number field answers when it is not a whole number. */
const WHOLE_NUMBER = '整数で入力してください。';

/**
 * A whole number a database integer column holds; ids are positive. `required` is what an empty
 * field answers (「入力してください。」 unless the field is chosen, e.g. 「カテゴリーを選択してください。」).
 */
export const int = (required: string = fieldMessages.required) =>
  z.number(required).int(WHOLE_NUMBER).max(INT4_MAX, fieldMessages.outOfRange);
export const idField = int().positive(fieldMessages.positiveInt);
/** The same from a path or query string. */
export const queryInt = () =>
  z.coerce.number<number | string>().int().max(INT4_MAX, fieldMessages.outOfRange);

/** NFKC first, so full-width digits and half-width kana count as the characters they show. */
const nfkcString = () => text().transform((value) => value.normalize('NFKC').trim());

export const requiredText = (max = 255) =>
  nfkcString().pipe(z.string().min(1, fieldMessages.required).max(max, fieldMessages.tooLong(max)));

/** Optional text: empty input is stored as null. */
export const optionalText = (max = 255) =>
  text()
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

export const passwordField = text()
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

export const phoneField = text()
  .transform((value) => value.normalize('NFKC').replace(/[-\s]/g, ''))
  .pipe(
    z
      .string()
      .min(1, fieldMessages.required)
      .regex(/^0\d{9,10}$/, fieldMessages.phone),
  );

export const dateField = text()
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
  .positive(fieldMessages.positiveInt)
  .max(INT4_MAX, fieldMessages.outOfRange);

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
