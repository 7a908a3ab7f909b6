/**
 * The field rules of the member's forms, written once in `zod/mini`, the tree-shakable API of zod 4:
 * the site's forms (`forms/index.ts`) build their schemas from these and carry a fraction of zod
 * into a screen's first paint, and the contract's request schemas (`requests.ts`, classic zod) use
 * the same fields inside their objects, so a fan sees the same Japanese message before sending that
 * the server would answer with (DESIGN.md "Forms"). Classic and mini share zod's core: the server's
 * validation and OpenAPI read these as they read any zod schema. Where a classic schema narrows one
 * of these further, it uses zod's functions (`z.optional(text())`, `text().check(z.maxLength(500))`).
 */
import * as z from 'zod/mini';
import { fieldMessages, UNSTORABLE_RE } from './values.ts';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const KANA_RE = /^[\u30A1-\u30FA\u30FC\u3000 ]+$/u;
const PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*\d).{8,}$/;

const required = () => z.minLength(1, fieldMessages.required);
const max = (length: number, message: string = fieldMessages.tooLong(length)) => z.maxLength(length, message);

/**
 * Every string a request carries: text a database can store (no U+0000, no lone UTF-16 halves), so
 * hostile input gets a Japanese 400 instead of reaching a query (ASVS 1.2, 2.2).
 */
export const text = () =>
  z
    .string(fieldMessages.required)
    .check(z.refine((value: string) => !UNSTORABLE_RE.test(value), fieldMessages.invalidCharacter));

/**
 * Bidi controls (ASVS 1.2, "Trojan Source"): U+202A-U+202E, U+2066-U+2069, the marks U+200E,
 * U+200F and U+061C. They make text show in an order other than the one stored, so a name with
 * U+202E reads backwards in the console; refused with a message, since the fan cannot see them.
 */
const DIRECTION_CONTROL_RE = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/**
 * Other characters that show nothing: every format character (zero-width space and joiners,
 * U+FEFF, the soft hyphen, invisible operators, tags…) and the Hangul fillers a blank-looking name
 * is made of. They are dropped, since a fan who pasted one could not find it to delete it. A
 * zero-width joiner inside an emoji (👩‍💻) is the emoji's own and stays.
 */
const INVISIBLE_RE = /[\p{Cf}\u115f\u1160\u3164\uffa0]/gu;
// A pictograph, its emoji presentation selector or a skin tone, each on its own.
const EMOJI_BEFORE = /(?:\p{Extended_Pictographic}|\ufe0f|\p{Emoji_Modifier})$/u;
const EMOJI_AFTER = /^\p{Extended_Pictographic}/u;

/** `value` without invisible characters (direction controls are refused before this runs). */
export const withoutInvisible = (value: string) =>
  value.replace(INVISIBLE_RE, (found: string, offset: number, whole: string) =>
    found === '\u200d' &&
    EMOJI_BEFORE.test(whole.slice(Math.max(0, offset - 3), offset)) &&
    EMOJI_AFTER.test(whole.slice(offset + 1, offset + 3))
      ? found
      : '',
  );

/** Text a person types and others read: no direction controls, no invisible characters. */
const readableText = () =>
  text().check(
    z.refine((value: string) => !DIRECTION_CONTROL_RE.test(value), fieldMessages.directionControl),
  );

/**
 * Text of at most `length` characters, kept as typed (the HTML of an editor, a description) but for
 * the invisible characters, which are dropped.
 */
export const textUpTo = (length: number) =>
  z.pipe(readableText(), z.pipe(z.transform(withoutInvisible), z.string().check(max(length))));

/** Text that must not be left empty (a password to check, a mailed token). */
export const filledText = () => text().check(required());

/** What every typed field is read as: NFKC, invisible characters dropped, trimmed. */
const normalised = (value: string) => withoutInvisible(value.normalize('NFKC')).trim();

/**
 * NFKC first, so full-width digits and half-width kana count as the characters they show; then
 * without invisible characters (a direction control is refused).
 */
const nfkcString = () => z.pipe(readableText(), z.transform(normalised));

export const requiredText = (length = 255) => z.pipe(nfkcString(), z.string().check(required(), max(length)));

/**
 * Text shown as typed (a title, a name, a description in the console): full-width ！ and ： and
 * the like stay; invisible characters are dropped (a direction control is refused), ends trimmed.
 * NFKC (`requiredText`) is for what is compared or looked up: addresses, codes, numbers, searches.
 */
const keptAsTyped = (value: string) => withoutInvisible(value).trim();

export const displayText = (length = 255) =>
  z.pipe(z.pipe(readableText(), z.transform(keptAsTyped)), z.string().check(required(), max(length)));

/** Optional text shown as typed: empty input is stored as null. */
export const optionalDisplayText = (length = 255) =>
  z.pipe(
    z.pipe(
      z.nullish(readableText()),
      z.transform((value: string | null | undefined) => (value ? keptAsTyped(value) : '') || null),
    ),
    z.nullable(z.string().check(max(length))),
  );

/** Optional text: empty input is stored as null. */
export const optionalText = (length = 255) =>
  z.pipe(
    z.pipe(
      z.nullish(readableText()),
      z.transform((value: string | null | undefined) => (value ? normalised(value) : '') || null),
    ),
    z.nullable(z.string().check(max(length))),
  );

/** The domain of an address is case-blind (RFC 5321): written in lower case, the local part as typed. */
const lowerCaseDomain = (email: string) => {
  const at = email.lastIndexOf('@');
  return at < 0 ? email : `${email.slice(0, at)}${email.slice(at).toLowerCase()}`;
};

export const emailField = z.pipe(
  nfkcString(),
  z.pipe(
    z.string().check(required(), max(254), z.regex(EMAIL_RE, fieldMessages.email)),
    z.transform(lowerCaseDomain),
  ),
);

export const passwordField = text().check(
  required(),
  max(72, fieldMessages.passwordTooLong),
  z.regex(PASSWORD_RE, fieldMessages.password),
);

/** Kana in full-width katakana; the KanaField converts hiragana before it gets here. */
export const kanaField = z.pipe(
  nfkcString(),
  z.string().check(required(), max(100), z.regex(KANA_RE, fieldMessages.kana)),
);

export const zipField = z.pipe(
  nfkcString(),
  z.pipe(
    z.string().check(required(), z.regex(/^\d{3}-?\d{4}$/, fieldMessages.zip)),
    z.transform((zip: string) => zip.replace('-', '')),
  ),
);

export const phoneField = z.pipe(
  z.pipe(
    text(),
    z.transform((value: string) => value.normalize('NFKC').replace(/[-\s]/g, '')),
  ),
  z.string().check(required(), z.regex(/^0\d{9,10}$/, fieldMessages.phone)),
);

export const dateField = text().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, fieldMessages.date),
  z.refine((value: string) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), fieldMessages.date),
);

export const prefectureIdField = z.coerce
  .number<number | string>(fieldMessages.prefecture)
  .check(
    z.int(fieldMessages.prefecture),
    z.gte(1, fieldMessages.prefecture),
    z.lte(47, fieldMessages.prefecture),
  );

export const genderField = z.coerce
  .number<number | string>(fieldMessages.gender)
  .check(z.refine((value: number) => [0, 1, 2, 9].includes(value), fieldMessages.gender)) as z.ZodMiniType<
  0 | 1 | 2 | 9,
  number | string
>;

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

/** An issue on the confirmation field when it differs from the field it repeats. */
export const sameAs = <K extends string, C extends string>(key: K, confirm: C, message: string) =>
  z.superRefine((value: Record<K | C, unknown>, ctx) => {
    if (value[key] !== value[confirm]) ctx.addIssue({ code: 'custom', path: [confirm], message });
  });

/** The registration's and the checkout's confirmEmail. */
export const emailConfirmed = sameAs('email', 'confirmEmail', fieldMessages.emailMismatch);
