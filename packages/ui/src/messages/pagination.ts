// Pagination. Each string is its own const as well, so that the catalogue (./catalogue.ts) can re-export it
// alone.
export const pagination = 'ページ送り';
export const previousPage = '前のページ';
export const nextPage = '次のページ';
export const page = (n: number) => `${n}ページ目`;

export const paginationText = { pagination, previousPage, nextPage, page } as const;
