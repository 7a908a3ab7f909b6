/**
 * Tax-included prices come from ONE implementation, the domain's `taxIncluded` (taxRate is a
 * percentage, rounded down), so the site, the mocks and the server can never disagree by a yen.
 * `withTax` stays as an alias for existing imports; new code imports `taxIncluded` directly.
 */
export { taxIncluded, taxIncluded as withTax } from '@fanclub/domain';
