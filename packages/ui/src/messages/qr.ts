/** QrScanner. */
export const qrText = {
  title: 'QRコードを読み取る',
  camera: 'カメラの映像',
  starting: 'カメラの使用を許可してください。',
  scanning: 'QRコードを枠の中に映してください。',
  detected: 'QRコードを読み取りました。',
  scanAgain: 'もう一度読み取る',
  retry: 'カメラをもう一度起動する',
  denied:
    'カメラの使用が許可されていません。ブラウザの設定でカメラを許可するか、下の入力欄にコードを入力してください。',
  noCamera: 'カメラが見つかりません。下の入力欄にコードを入力してください。',
  unsupported:
    'お使いのブラウザはQRコードの読み取りに対応していません。下の入力欄にコードを入力してください。',
  failed: 'カメラを起動できませんでした。下の入力欄にコードを入力してください。',
  manualLabel: 'コードを入力',
  manualDescription: 'QRコードの下に記載されている英数字',
  manualRequired: 'コードを入力してください',
  manualSubmit: '送信する',
} as const;
