import { ApiError } from '@fanclub/domain';
import { cardTokenResponseSchema } from '@fanclub/domain/contract';
import type { CardTokenResponse } from '@fanclub/domain/contract';

/**
 * The card payment provider's token endpoint (DESIGN.md "Card token service"). Card data goes from
 * the browser straight to the provider, never to our API; the site sends only the token on. The
 * sandbox provider the API serves answers at /sandbox-pay/tokens; a real one is configured with
 * VITE_PAYMENT_TOKEN_URL and VITE_PAYMENT_TOKEN_API_KEY at build time.
 */
const tokenUrl = import.meta.env.VITE_PAYMENT_TOKEN_URL ?? '/sandbox-pay/tokens';
const tokenApiKey = import.meta.env.VITE_PAYMENT_TOKEN_API_KEY ?? 'sandbox-token-api-key';

export interface CardInput {
  readonly cardNumber: string;
  /** MM/YY */
  readonly cardExpire: string;
  readonly securityCode: string;
  readonly cardholderName?: string;
}

export class CardTokenError extends Error {
  override readonly name = 'CardTokenError';
  /** The provider's message or code, shown inside the spec's card-processing message. */
  readonly detail: string | undefined;
  constructor(detail: string | undefined) {
    super(detail ?? 'card token failed');
    this.detail = detail;
  }
}

export const requestCardToken = async (card: CardInput): Promise<CardTokenResponse & { token: string }> => {
  let response: Response;
  try {
    response = await fetch(tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        card_number: card.cardNumber.replace(/[\s-]/g, ''),
        card_expire: card.cardExpire,
        security_code: card.securityCode,
        card_holder: card.cardholderName || undefined,
        lang: 'ja',
        token_api_key: tokenApiKey,
      }),
    });
  } catch (error) {
    // The card was never looked at: the connection failed, and the fan is told so (not a card error).
    throw new ApiError(0, undefined, undefined, { cause: error });
  }
  const parsed = cardTokenResponseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new CardTokenError(undefined);
  const answer = parsed.data;
  if (answer.status !== 'success' || !answer.token) throw new CardTokenError(answer.message || answer.code);
  return { ...answer, token: answer.token };
};

/**
 * Tokenises a new card and gives the card fields of our API's purchase bodies: the token, its
 * expiry, the provider's masked number and the holder; the card data itself stays with the provider.
 */
export const tokeniseCard = async (card: CardInput) => {
  const token = await requestCardToken(card);
  return {
    cardToken: token.token,
    tokenExpireDate: token.token_expire_date ?? undefined,
    maskedCardNumber: token.req_card_number ?? undefined,
    cardholderName: card.cardholderName || undefined,
  };
};
