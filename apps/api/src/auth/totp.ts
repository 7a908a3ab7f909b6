import { Secret, TOTP } from 'otpauth';

/** RFC 6238 with the authenticator apps' defaults: SHA-1, 6 digits, 30-second steps. */
const totpFor = (secret: string, label = '') =>
  new TOTP({ issuer: 'Fanclub Console', label, secret: Secret.fromBase32(secret), digits: 6, period: 30 });

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` URI an authenticator app reads from a QR code. */
export const totpUri = (secret: string, email: string) => totpFor(secret, email).toString();

export const totpNow = (secret: string, at = Date.now()) => totpFor(secret).generate({ timestamp: at });

/**
 * The time step a code belongs to (one step of clock drift either way), or null. The caller keeps
 * the last accepted step so the same code cannot be used twice.
 */
export const totpStep = (secret: string, code: string, at = Date.now()): number | null => {
  const delta = totpFor(secret).validate({ token: code, timestamp: at, window: 1 });
  return delta === null ? null : Math.floor(at / 30_000) + delta;
};
