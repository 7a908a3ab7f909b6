/**
 * The company every demo record belongs to; the client sends the same id in its `company-id`
 * header (spec section 6). Kept here because the contract entry point does not export constants.
 */
export const COMPANY_ID = 3;
