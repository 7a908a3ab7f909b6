import { z } from 'zod';
import { unsubscribeText } from '../messages/unsubscribe.ts';

const t = unsubscribeText;
const OTHER_MAX = 1000;

/** The body of POST /api/v1/users/unsubscribe: the chosen reason, and the fan's words for その他. */
export type UnsubscribeValues = { reason: string; otherReason?: string };

export type UnsubscribeInput = { reason: string; otherReason: string };

export const unsubscribeSchema = z
  .object({ reason: z.string(), otherReason: z.string() })
  .superRefine((value, ctx) => {
    if (!(t.reasons as readonly string[]).includes(value.reason)) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: t.reasonRequired });
    }
    if (value.reason !== t.other) return;
    const other = value.otherReason.normalize('NFKC').trim();
    if (!other) ctx.addIssue({ code: 'custom', path: ['otherReason'], message: t.otherReasonRequired });
    else if (other.length > OTHER_MAX)
      ctx.addIssue({ code: 'custom', path: ['otherReason'], message: t.otherReasonTooLong });
  })
  .transform((value): UnsubscribeValues =>
    value.reason === t.other
      ? { reason: value.reason, otherReason: value.otherReason.normalize('NFKC').trim() }
      : { reason: value.reason },
  );
