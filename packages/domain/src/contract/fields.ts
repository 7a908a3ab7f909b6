/**
 * The contract's field rules: the text and person fields of `field-rules.ts` (written once in
 * `zod/mini`, which the site's forms share), and the numbers only the server and the console read.
 */
import { z } from 'zod';
import { fieldMessages } from './values.ts';

export { fieldMessages };
export * from './field-rules.ts';

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

export const positiveIntField = z.coerce
  .number<number | string>(fieldMessages.positiveInt)
  .int(fieldMessages.positiveInt)
  .positive(fieldMessages.positiveInt)
  .max(INT4_MAX, fieldMessages.outOfRange);
