/**
 * The rally codes printed before a rally was named in the address belong to the demo rally, the
 * first one seeded (`/stamp/scan?code=…` without `event=`).
 */
export const DEFAULT_STAMP_EVENT_ID = 1;

/** The rally an address names (`?event=2`), or the demo rally when it names none or nonsense. */
export function stampEventOf(params: URLSearchParams): number {
  const value = params.get('event')?.trim() ?? '';
  if (!/^\d{1,9}$/.test(value)) return DEFAULT_STAMP_EVENT_ID;
  const id = Number(value);
  return id > 0 ? id : DEFAULT_STAMP_EVENT_ID;
}

export interface ScannedStamp {
  /** The stamp's code; '' when there is nothing to send. */
  readonly code: string;
  /** The rally the printed address names; undefined for a bare code (the page's own rally). */
  readonly eventId?: number;
}

/**
 * The stamp in what a QR code holds: the console prints the page's own address
 * (`https://…/stamp/scan?event=2&code=LUMIERE-5TH-SHIBUYA`) so a phone's camera app opens it
 * directly; read inside the page, the same address yields its rally and `code`. A bare code is taken
 * as it is, for the rally the page is on.
 */
export function scannedStampOf(scanned: string): ScannedStamp {
  const value = scanned.normalize('NFKC').trim();
  if (/^https?:\/\//i.test(value)) {
    try {
      const params = new URL(value).searchParams;
      return { code: params.get('code')?.trim() ?? '', eventId: stampEventOf(params) };
    } catch {
      return { code: '' };
    }
  }
  return { code: value };
}
