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
  /**
   * Charges a fresh card token, or a stored card reference, without a challenge. A card whose
   * issuer insists on 3-D Secure answers `requires_tds`, a stored one too: every payment the
   * member makes is authenticated (frictionless or challenged). Only a payment the merchant starts
   * on its own (a renewal, `merchantInitiated`) uses the stored card's earlier authentication.
   */
  charge(input: {
    card: { token: string } | { reference: string };
    amount: number;
    orderId: string;
    merchantInitiated?: boolean;
  }): Promise<ChargeOutcome>;
  /**
   * Starts 3-D Secure for a fresh card token or the member's saved card (every payment the member
   * makes is authenticated; the issuer decides between a challenge and a frictionless pass);
   * `redirectionUrl` is where the challenge sends the browser back.
   */
  startTds(input: {
    card: { token: string } | { reference: string };
    amount: number;
    redirectionUrl: string;
  }): Promise<TdsStart | { status: 'failed'; code: string; message: string }>;
  /**
   * After the challenge: captures the authenticated payment (amount 0 = card check only). The
   * answer's `cardReference` keeps the authenticated card for later payments.
   */
  confirmTds(orderId: string): Promise<ChargeOutcome & { cardReference?: string }>;
  /**
   * The charge made for a provider order id, if any: how an order left pending by a process that
   * stopped between the charge and its own record is settled (see jobs/pending-orders.ts).
   */
  findCharge(
    orderId: string,
  ): Promise<{ status: 'succeeded'; chargeId: string; maskedCardNumber: string } | null>;
  /**
   * Pays back the whole charge, named by the provider order id or the charge id the order keeps (a
   * 3-D Secure payment's); a second refund answers the first.
   */
  refund(
    reference: string,
  ): Promise<{ status: 'succeeded' } | { status: 'failed'; code: string; message: string }>;
  /**
   * Pays back `amount` yen of a charge, all of it or a part, named by the provider order id or the
   * charge id the order keeps. `refundKey` makes it idempotent: a repeat answers the first refund.
   * The provider refuses more than is left of the charge after its earlier refunds.
   */
  refundAmount(input: {
    reference: string;
    amount: number;
    refundKey: string;
  }): Promise<
    { status: 'succeeded'; refundId: string } | { status: 'failed'; code: string; message: string }
  >;
  /** Keeps a card at the provider for renewals; returns its reference. */
  registerCard(cardToken: string): Promise<CardRegistration>;
}
