/**
 * The stamp code in what a QR code holds: the venue posters print the page's own address
 * (`https://…/stamp/scan?code=LUMIERE-5TH-SHIBUYA`) so a phone's camera app opens it directly;
 * read inside the page, the same address yields its `code`. A bare code is taken as it is.
 * Returns '' when there is nothing to send.
 */
export function stampCodeOf(scanned: string): string {
  const value = scanned.normalize('NFKC').trim();
  if (/^https?:\/\//i.test(value)) {
    try {
      return new URL(value).searchParams.get('code')?.trim() ?? '';
    } catch {
      return '';
    }
  }
  return value;
}
