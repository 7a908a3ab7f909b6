import { paths } from '../paths.ts';

/** The voting flow's local-storage keys (spec section 3); the same names as domain's LOCAL_STORAGE_KEYS. */
export const VOTING_STORAGE_KEYS = { voting: 'voting', votingPackage: 'votingPackage' } as const;

const votingRoutes: readonly string[] = [paths.signIn, paths.voting];
const votingPackageRoutes: readonly string[] = [
  paths.votingCartPointPurchase,
  paths.votingPointPurchaseProcess,
];

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * Spec section 4: the `voting` entry survives only on /sign-in and /voting (a guest who starts a
 * vote signs in and comes back to it); `votingPackage` only on the two point-purchase pages.
 * Run on every route change.
 */
export const cleanVotingStorage = (pathname: string, storage: Storage): void => {
  const route = normalise(pathname);
  try {
    if (!votingRoutes.includes(route)) storage.removeItem(VOTING_STORAGE_KEYS.voting);
    if (!votingPackageRoutes.includes(route)) storage.removeItem(VOTING_STORAGE_KEYS.votingPackage);
  } catch {
    // Blocked storage holds nothing to clean.
  }
};
