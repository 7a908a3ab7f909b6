/** GiftPostGallery. */
export const giftPostText = {
  gallery: 'ギフト一覧',
  close: '閉じる',
  images: (n: number) => `画像${n}枚`,
  imageAlt: (title: string, n: number) => `${title}（${n}枚目）`,
  video: '動画',
  empty: 'ギフトはまだありません',
} as const;
