/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin when it is not the site's own (default: same origin). */
  readonly VITE_API_BASE_URL?: string;
  /** The card provider's token endpoint (default: the API's sandbox at /sandbox-pay/tokens). */
  readonly VITE_PAYMENT_TOKEN_URL?: string;
  /** The public key sent with card data to the token endpoint. */
  readonly VITE_PAYMENT_TOKEN_API_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
