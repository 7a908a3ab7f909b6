import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import {
  createAdmission,
  present,
  type Admission,
  type AdmissionOptions,
  type Caller,
} from '../lib/admission.ts';

/** OWASP ASVS 5.0 minimum for argon2id: 19 MiB, two passes, one lane. */
const ARGON2ID: { algorithm: Algorithm; memoryCost: number; timeCost: number; parallelism: number } = {
  // `Algorithm` is a const enum, which isolatedModules cannot read; 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * Password hashing is the one CPU-heavy thing the API does (tens of milliseconds a hash). It runs
 * off the event loop, on libuv's worker threads (@node-rs/argon2's async calls), at most
 * `threads` at once per process (HASH_THREADS, default the machine's cores), so a sign-in burst
 * never starves the event loop that answers everyone else. Sign-ins beyond that wait in a bounded
 * queue (HASH_QUEUE) for at most HASH_QUEUE_MS: past it, or when the queue is full, the sign-in is
 * answered 503 with Retry-After at once; a sign-in whose client has closed the connection while it
 * waited is dropped without hashing (lib/admission.ts).
 */
let hashing: Admission = createAdmission({
  limit: Math.min(4, availableParallelism()),
  queue: 64,
  waitMs: 2000,
  retryAfterSeconds: 3,
});

/** Sets this process's hashing limits (app.ts, from the config). */
export const configureHashing = (options: AdmissionOptions) => {
  hashing = createAdmission(options);
};

/** This process's hashing admission (its stats; tests hold it to fill it). */
export const hashingAdmission = () => hashing;

/** A hash waits its turn unless it is for a caller (a sign-in) that the queue may refuse or drop. */
export const hashPassword = (password: string, caller: Caller = present): Promise<string> =>
  hashing.run(caller, () => hash(password, ARGON2ID));

export const verifyPassword = async (
  passwordHash: string,
  password: string,
  caller: Caller = present,
): Promise<boolean> => {
  const checked = hashing.run(caller, () => verify(passwordHash, password).catch(() => false));
  return checked;
};

/**
 * A real hash of a throwaway password: verifying against it when the email is unknown makes a
 * failed sign-in take as long as one with a wrong password, so timing does not reveal accounts.
 */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword('decoy-password-never-used-1'));
