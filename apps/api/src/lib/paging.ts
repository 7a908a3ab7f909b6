/** Lists answer `{ data, total }`; without a limit a page holds 20, never more than 100. */
export const paging = (query: { limit?: number | undefined; offset?: number | undefined } | undefined) => ({
  limit: Math.min(query?.limit ?? 20, 100),
  offset: query?.offset ?? 0,
});
