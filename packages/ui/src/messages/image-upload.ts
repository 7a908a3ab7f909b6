/** ImageUpload. */
export const imageUploadText = {
  choose: '画像を選ぶ',
  change: '画像を変更',
  remove: '画像を外す',
  dropHere: 'ここに画像をドロップ（またはコピーした画像を貼り付け）',
  dropZone: '画像のドロップ先',
  dropping: '離すとこの画像をアップロードします',
  uploading: 'アップロードしています…',
  none: '画像はまだありません',
  current: (label: string) => `${label}の現在の画像`,
  chosen: (label: string) => `${label}に選んだ画像`,
  type: 'JPEG・PNG・WebP・GIF の画像を選んでください。',
  tooLarge: (mb: number) => `画像は${mb}MBまでにしてください。`,
  limits: (mb: number) => `JPEG・PNG・WebP・GIF、${mb}MBまで`,
} as const;
