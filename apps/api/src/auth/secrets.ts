import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens, mail tokens, card tokens. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** Stored instead of the secret, so a leaked table cannot be replayed. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
