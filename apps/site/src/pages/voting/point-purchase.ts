import { taxIncluded } from '@fanclub/domain';
import type { VotingPackage } from '@fanclub/domain';
import type { EndpointResponse, Endpoints } from '@fanclub/domain/contract';
import { formatPoints } from '@fanclub/domain/format';
import { VOTING_STORAGE_KEYS } from '../../app/session/local-storage-rules.ts';
import { votingText } from '../../messages/voting.ts';

/**
 * The point package the member chose on /voting/cart-point-purchase, kept in local storage under
 * `votingPackage` (spec sections 3 and 4) so it survives the way to /voting/point-purchase-process
 * and a failed payment; the route clean-up drops it on every other route. Only the choice is kept:
 * the price and points are always worked out again from the package the API lists.
 */
export interface PointPurchaseChoice {
  readonly votingPackageId: number;
  readonly count: number;
}

/** The contract's limit on the number of packages in one purchase. */
export const MAX_PACKAGE_COUNT = 99;

const isCount = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_PACKAGE_COUNT;

export const readPointPurchaseChoice = (storage: Storage): PointPurchaseChoice | null => {
  try {
    const raw = storage.getItem(VOTING_STORAGE_KEYS.votingPackage);
    if (!raw) return null;
    const { votingPackageId, count } = JSON.parse(raw) as Record<string, unknown>;
    if (!Number.isInteger(votingPackageId) || (votingPackageId as number) < 1 || !isCount(count)) return null;
    return { votingPackageId: votingPackageId as number, count };
  } catch {
    // Unreadable storage or a hand-edited entry is the same as no choice.
    return null;
  }
};

export const savePointPurchaseChoice = (storage: Storage, choice: PointPurchaseChoice): void => {
  try {
    storage.setItem(VOTING_STORAGE_KEYS.votingPackage, JSON.stringify(choice));
  } catch {
    // Blocked storage: the choice still lives in the page until it is left.
  }
};

export const clearPointPurchaseChoice = (storage: Storage): void => {
  try {
    storage.removeItem(VOTING_STORAGE_KEYS.votingPackage);
  } catch {
    // Nothing to clear.
  }
};

/** A package as the member buys it: the price is tax-included (総額表示). */
export interface PointPackage {
  readonly id: number;
  readonly point: number;
  readonly price: number;
  readonly expireDate: string;
}

/** The packages on sale at `now`, in the API's order. */
export const purchasablePackages = (packages: readonly VotingPackage[], now: Date): PointPackage[] =>
  packages
    .filter((pack) => new Date(pack.expireDate).getTime() > now.getTime())
    .map((pack) => ({
      id: pack.id,
      point: pack.point,
      price: taxIncluded(pack.price, pack.taxRate),
      expireDate: pack.expireDate,
    }));

/** What `count` packages cost and give: the `price` and `point` fields the API checks. */
export const purchaseTotals = (pack: PointPackage, count: number) => ({
  price: pack.price * count,
  point: pack.point * count,
});

/** The purchase as the API answers it, with the member's balance after it (`votingPoint`). */
export type PointPurchaseResult = EndpointResponse<Endpoints['purchaseVotingPackage']>;

/** The confirmation's one line, whichever way the pack is paid: `count` packs, points valid until `expiry`. */
export const packOrderItems = (pack: PointPackage, count: number, expiry: string) => [
  {
    id: pack.id,
    name: votingText.packageName(formatPoints(pack.point)),
    detail: votingText.expiry(expiry),
    unitPrice: pack.price,
    quantity: count,
  },
];
