/**
 * What the API needs from a card payment service. Card data never reaches our routes: the browser
 * exchanges it for a single-use token at the provider, and we only ever pass tokens along.
 */
export type ChargeOutcome =
  | { status: 'succeeded'; chargeId: string; maskedCardNumber: string }
  | { status: 'failed'; code: string; message: string }
  /** The card needs 3-D Secure: start it with `startTds` instead. */
  | { status: 'requires_tds'; code: string; message: string };

export interface TdsStart {
  /** Where the browser goes for the issuer's challenge. */
  authStartUrl: string;
  /** Provider order id; the challenge returns to the redirection URL with it. */
  orderId: string;
}

export type CardRegistration =
  | { status: 'succeeded'; cardReference: string; maskedCardNumber: string }
  | { status: 'failed'; code: string; message: string }
  | { status: 'requires_tds'; code: string; message: string };

export interface PaymentProvider {
  readonly name: string;
  /** Charges a fresh card token, or a stored card reference, without 3-D Secure. */
  charge(input: {
    card: { token: string } | { reference: string };
    amount: number;
    orderId: string;
  }): Promise<ChargeOutcome>;
  /** Starts 3-D Secure for a card token; `redirectionUrl` is where the challenge sends the browser back. */
  startTds(input: {
    cardToken: string;
    amount: number;
    redirectionUrl: string;
  }): Promise<TdsStart | { status: 'failed'; code: string; message: string }>;
  /** After the challenge: captures the authenticated payment (amount 0 = card check only). */
  confirmTds(orderId: string): Promise<ChargeOutcome & { cardReference?: string }>;
  /** Keeps a card at the provider for renewals; returns its reference. */
  registerCard(cardToken: string): Promise<CardRegistration>;
}
