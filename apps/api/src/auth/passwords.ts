import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** OWASP ASVS 5.0 minimum for argon2id: 19 MiB, two passes, one lane. */
const ARGON2ID: { algorithm: Algorithm; memoryCost: number; timeCost: number; parallelism: number } = {
  // `Algorithm` is a const enum, which isolatedModules cannot read; 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * Password hashing is the one CPU-heavy thing the API does (tens of milliseconds a hash). Left
 * alone, a sign-in burst fills libuv's four threads per process and starves the event loop that
 * answers everyone else (cached pages, checkouts); so a process hashes one password at a time and
 * the others wait their turn in order. Add processes (WORKERS) to sign in more fans a second.
 */
let running: Promise<unknown> = Promise.resolve();
const oneAtATime = <T>(task: () => Promise<T>): Promise<T> => {
  const result = running.then(task, task);
  running = result.catch(() => undefined);
  return result;
};

export const hashPassword = (password: string): Promise<string> => oneAtATime(() => hash(password, ARGON2ID));

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await oneAtATime(() => verify(passwordHash, password));
  } catch {
    return false;
  }
};

/**
 * A real hash of a throwaway password: verifying against it when the email is unknown makes a
 * failed sign-in take as long as one with a wrong password, so timing does not reveal accounts.
 */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword('decoy-password-never-used-1'));
