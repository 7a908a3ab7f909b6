/** Bodies and queries of the admin calls, with the same field rules (and messages) as the site's. */
import { z } from 'zod';
import { orderStatusSchema, shippingCarrierSchema } from '../contract/entities.ts';
import {
  displayText,
  emailField,
  fieldMessages,
  filledText,
  idField,
  int,
  optionalDisplayText,
  optionalText,
  passwordField,
  queryInt,
  text,
  textUpTo,
} from '../contract/fields.ts';
import { operatorRoleSchema, newsStatusSchema } from './entities.ts';
import { adminMessages } from './values.ts';

const q = queryInt();

/** Server-side paging of every console list; `q` searches the list's own text fields. */
export const adminListQuery = z.object({
  limit: q.min(1).max(100).optional(),
  offset: q.min(0).optional(),
  q: z.optional(optionalText(100)),
  sortDir: z.enum(['asc', 'desc']).optional(),
});

/** An ISO 8601 date-time with its offset (what the console's date-time pickers send). */
export const dateTimeField = text().check(
  z.refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
      !Number.isNaN(Date.parse(value)),
    adminMessages.dateTime,
  ),
);

const otpField = z
  .optional(text())
  .transform((value) => value?.replace(/\s/g, '') || undefined)
  .pipe(
    z
      .string()
      .regex(/^\d{6}$/, adminMessages.otpFormat)
      .optional(),
  );

export const adminSignInBody = z.object({
  email: emailField,
  password: filledText(),
  /** The TOTP code, for an operator whose second factor is on. */
  otp: otpField,
  /** Instead of a TOTP code (phone lost): one of the recovery codes, each good once. */
  recoveryCode: z
    .optional(text())
    .transform((value) => value?.replace(/[\s-]/g, '').toLowerCase() || undefined)
    .pipe(
      z
        .string()
        .regex(/^[a-z0-9]{10}$/, adminMessages.recoveryCodeFormat)
        .optional(),
    ),
});

/**
 * The scripts an address's letters come from. One script, or Japanese writing (Latin, kanji,
 * hiragana, katakana together), is an address a person types; Latin with Cyrillic or Greek is a
 * look-alike (`оwner@` with a Cyrillic о), made to pass for another operator in the audit log.
 */
const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Georgian',
  'Cherokee',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Arabic',
  'Hebrew',
  'Thai',
] as const;
const SCRIPT_RES = SCRIPTS.map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const);
const JAPANESE_WRITING = new Set<string>(['Latin', 'Han', 'Hiragana', 'Katakana']);

export const scriptsOf = (value: string): Set<string> => {
  const found = new Set<string>();
  for (const char of value) {
    if (!/\p{L}/u.test(char)) continue;
    found.add(SCRIPT_RES.find(([, re]) => re.test(char))?.[0] ?? `other:${char}`);
  }
  return found;
};

export const isSingleScript = (value: string) => {
  const scripts = [...scriptsOf(value)];
  return scripts.length <= 1 || scripts.every((script) => JAPANESE_WRITING.has(script));
};

/** An operator's address: the member's email rules, and no mix of look-alike scripts. */
export const operatorEmailField = emailField.check(z.refine(isSingleScript, adminMessages.mixedScriptEmail));

export const operatorCreateBody = z.object({
  email: operatorEmailField,
  name: displayText(100),
  role: operatorRoleSchema,
  password: passwordField,
});

export const operatorUpdateBody = z
  .object({
    name: z.optional(displayText(100)),
    role: operatorRoleSchema.optional(),
    /** True suspends the account (its sessions end); false lets it sign in again. */
    disabled: z.boolean().optional(),
  })
  // An empty change is refused here: the database has nothing to write (it answered 500).
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: adminMessages.nothingToChange,
  });

export const auditLogQuery = adminListQuery.extend({
  operatorId: q.positive().optional(),
  resource: z.optional(optionalText(50)),
  action: z.optional(optionalText(50)),
  from: z.optional(dateTimeField),
  to: z.optional(dateTimeField),
});

export const adminNewsQuery = adminListQuery.extend({
  status: newsStatusSchema.optional(),
  categoryId: q.positive().optional(),
  sortBy: z.enum(['publishAt', 'title', 'updatedAt']).optional(),
});

/** Image addresses: our own paths (`/uploads/…`, `/demo/…`) or https. */
export const imageUrlField = optionalText(2000).check(
  z.refine(
    (value) => value === null || /^(\/(?!\/)|https:\/\/)/.test(value),
    '画像のURLは / または https:// から始まる形で入力してください。',
  ),
);

export const newsBody = z.object({
  title: displayText(200),
  /** HTML from the console's editor; the site renders it through its sanitiser's allow-list. */
  content: textUpTo(200_000),
  imageURL: imageUrlField,
  isPaid: z.boolean(),
  isNew: z.boolean(),
  categoryId: int(adminMessages.categoryRequired).positive(adminMessages.categoryRequired),
  /** When the item shows on the site (a time ahead schedules it). */
  publishAt: dateTimeField,
  status: newsStatusSchema,
});

export const adminOrderQuery = adminListQuery.extend({
  status: orderStatusSchema.optional(),
  sortBy: z.enum(['createdAt', 'finalPrice']).optional(),
});

export const orderStatusBody = z
  .object({
    status: z.enum(['preparing', 'shipped', 'delivered']),
    trackingNumber: z.optional(optionalText(64)),
    /** Who carries the parcel; with the number it makes the fan's tracking link. */
    carrier: shippingCarrierSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'shipped' && !value.trackingNumber)
      ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: adminMessages.trackingRequired });
  });

export const orderCancelBody = z.object({ reason: z.optional(optionalDisplayText(500)) });

export const memberBanBody = z.object({ reason: displayText(500) });

const benefitBody = z.object({
  /** A benefit already saved keeps its row (and its entries); one without `id` is added. */
  id: idField.optional(),
  name: displayText(200),
  capacity: z.number().int().min(1, fieldMessages.positiveInt).max(1_000_000, fieldMessages.outOfRange),
  winnersCount: z.number().int().min(0).max(1_000_000, fieldMessages.outOfRange),
  isDisplayWinner: z.boolean(),
  isOptionRequired: z.boolean(),
  option: z.object({ label: displayText(100), values: z.array(displayText(100)).min(1).max(50) }).nullable(),
  congratulationContent: optionalDisplayText(5000),
  imageURL: imageUrlField,
});

export const drawEventBody = z
  .object({
    name: displayText(200),
    /** HTML from the console's editor, shown on the site through its sanitiser. */
    description: textUpTo(20_000),
    imageURL: imageUrlField,
    eventDate: dateTimeField,
    entryStart: dateTimeField,
    entryEnd: dateTimeField,
    /** The plans whose members may enter; empty: every member. */
    eligiblePlanIds: z.array(idField).max(50).optional().default([]),
    /** A member enters one benefit of the event at most. */
    oneEntryPerMember: z.boolean().optional().default(false),
    benefits: z.array(benefitBody).min(1, '特典を1つ以上登録してください。').max(20),
  })
  .superRefine((value, ctx) => {
    if (Date.parse(value.entryEnd) <= Date.parse(value.entryStart))
      ctx.addIssue({ code: 'custom', path: ['entryEnd'], message: adminMessages.rangeOrder });
    value.benefits.forEach((benefit, index) => {
      if (benefit.winnersCount > benefit.capacity)
        ctx.addIssue({
          code: 'custom',
          path: ['benefits', index, 'winnersCount'],
          message: '当選数は応募できる人数以下にしてください。',
        });
    });
  });

/** One benefit of one draw event. */
export const drawBenefitParams = z.object({ id: queryInt().positive(), benefitId: queryInt().positive() });

/** A second draw (二次抽選) of one benefit: this many more winners among those not chosen. */
export const redrawBody = z.object({
  winners: z.number().int().min(1, fieldMessages.positiveInt).max(1_000_000, fieldMessages.outOfRange),
});

/** The four legal texts (HTML, rendered on the site through its sanitiser), edited as one form. */
export const legalTextsBody = z.object({
  termOfUse: textUpTo(200_000),
  privacyPolicy: textUpTo(200_000),
  specialCommercialLaw: textUpTo(200_000),
  membershipPolicy: textUpTo(200_000),
  invoiceRegistrationNumber: optionalText(14).check(
    z.refine((value) => value === null || /^T\d{13}$/.test(value), adminMessages.invoiceRegistrationNumber),
  ),
});

/** The legal texts' labels (HTML), in the order of the form. */
export const legalTextLabels = {
  termOfUse: '利用規約',
  privacyPolicy: 'プライバシーポリシー',
  specialCommercialLaw: '特定商取引法に基づく表記',
  membershipPolicy: '会員規約',
} as const satisfies Record<
  Exclude<keyof z.infer<typeof legalTextsBody>, 'invoiceRegistrationNumber'>,
  string
>;

/** The registration number's label and hint on the same form (printed on every 領収書). */
export const invoiceRegistrationLabels = {
  label: '適格請求書発行事業者の登録番号',
  hint: 'T から始まる14文字（例: T1234567890123）。領収書に印字されます。未登録なら空欄にします。',
} as const;

/** The mails support may send a member again (through the same outbox as the site's own). */
export const memberMailKinds = ['passwordReset'] as const;
export const memberMailLabels: Record<(typeof memberMailKinds)[number], string> = {
  passwordReset: 'パスワード再設定メール',
};
export const memberMailBody = z.object({ kind: z.enum(memberMailKinds, '送るメールを選んでください。') });
