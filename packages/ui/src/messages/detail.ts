// DetailLayout: the links to the neighbouring articles. Each string is its own const as well, so that the
// catalogue (./catalogue.ts) can re-export it alone.
export const previousItem = '前の記事';
export const nextItem = '次の記事';
export const neighbours = '前後の記事';

export const detailText = { previousItem, nextItem, neighbours } as const;
