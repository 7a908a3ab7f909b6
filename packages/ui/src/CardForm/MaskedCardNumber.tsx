import { cardFormText } from '../messages/card-form.ts';
import { maskCardNumber } from './card.ts';

/**
 * A card number as its first four digits then asterisks (spec section 9). Screen readers get
 * 「4111から始まるカード」 instead of a dozen “asterisk”s.
 */
export function MaskedCardNumber({ cardNumber }: { cardNumber: string }) {
  const masked = maskCardNumber(cardNumber);
  return (
    <>
      <span aria-hidden="true">{masked}</span>
      <span className="visually-hidden">{cardFormText.savedSpoken(masked.slice(0, 4))}</span>
    </>
  );
}
