import { z } from 'zod';
import { cardFormText } from '../messages/card-form.ts';
import { compactDigits, isExpired, normalizeExpire, normalizeHolder, passesLuhn } from './card.ts';

const m = cardFormText.errors;

/** A new card as the provider's token endpoint takes it (card_number, card_expire, ...). */
export type NewCard = {
  cardNumber: string;
  /** MM/YY */
  cardExpire: string;
  securityCode: string;
  /** Half-width upper-case letters. */
  cardholderName: string;
};

/** What CardForm gives the page: the saved card, or a new card to tokenise. */
export type CardFormResult = { useSaved: true } | ({ useSaved: false } & NewCard);

export type CardFormInput = NewCard & { useSaved: boolean };

/** The card fields empty, as a form starts. */
export const emptyNewCard: NewCard = { cardNumber: '', cardExpire: '', securityCode: '', cardholderName: '' };

/** The card fields of a schema, for a form that holds a card among other fields (the checkout). */
export const newCardShape = {
  cardNumber: z.string(),
  cardExpire: z.string(),
  securityCode: z.string(),
  cardholderName: z.string(),
};

export type NewCardIssue = { field: keyof NewCard; message: string };

/** What is wrong with a typed card, one Japanese message per field, before it goes to the provider. */
export function newCardIssues(value: NewCard, now: Date = new Date()): NewCardIssue[] {
  const issues: NewCardIssue[] = [];
  const issue = (field: keyof NewCard, message: string) => issues.push({ field, message });

  const number = compactDigits(value.cardNumber);
  if (!number) issue('cardNumber', m.numberRequired);
  else if (!/^\d{14,16}$/.test(number) || !passesLuhn(number)) issue('cardNumber', m.number);

  const expire = normalizeExpire(value.cardExpire);
  if (!expire) issue('cardExpire', m.expireRequired);
  else if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(expire)) issue('cardExpire', m.expire);
  else if (isExpired(expire, now)) issue('cardExpire', m.expired);

  const code = compactDigits(value.securityCode);
  if (!code) issue('securityCode', m.securityCodeRequired);
  else if (!/^\d{3,4}$/.test(code)) issue('securityCode', m.securityCode);

  const holder = normalizeHolder(value.cardholderName);
  if (!holder) issue('cardholderName', m.holderRequired);
  else if (!/^[A-Z][A-Z .'-]{0,44}$/.test(holder)) issue('cardholderName', m.holder);
  return issues;
}

/** A checked card in the provider's form: bare digits, MM/YY, an upper-case name. */
export function tidyNewCard(value: NewCard): NewCard {
  return {
    cardNumber: compactDigits(value.cardNumber),
    cardExpire: normalizeExpire(value.cardExpire),
    securityCode: compactDigits(value.securityCode),
    cardholderName: normalizeHolder(value.cardholderName),
  };
}

/** Checks a new card in Japanese before it goes to the provider; a saved card needs no input. */
export const cardFormSchema = z
  .object({ useSaved: z.boolean(), ...newCardShape })
  .superRefine((value, ctx) => {
    if (value.useSaved) return;
    for (const { field, message } of newCardIssues(value))
      ctx.addIssue({ code: 'custom', path: [field], message });
  })
  .transform((value): CardFormResult =>
    value.useSaved ? { useSaved: true } : { useSaved: false, ...tidyNewCard(value) },
  );
