import { findPrefectureById } from '../prefectures.ts';
import { formatZip } from './kana-zip.ts';

/**
 * A Japanese phone number with its hyphens, as the confirmation steps show it: mobiles and 050
 * 3-4-4 (090-1234-5678), free dial 4-3-3 (0120-123-456), Tokyo and Osaka 2-4-4 (03-1234-5678),
 * other fixed lines 3-3-4 (045-123-4567). Anything else is shown as typed.
 */
export const formatPhone = (value: string | null | undefined): string => {
  const raw = value ?? '';
  const digits = raw.normalize('NFKC').replace(/[^0-9]/g, '');
  if (digits.length === 11) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  if (digits.length !== 10) return raw;
  if (/^0(120|570|800)/.test(digits)) return `${digits.slice(0, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`;
  if (/^0[36]/.test(digits)) return `${digits.slice(0, 2)}-${digits.slice(2, 6)}-${digits.slice(6)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
};

/** A postal address on one line: 「〒150-0001 東京都渋谷区神宮前1-2-3 ビル4F」. */
export const formatAddress = (a: {
  zipCode: string;
  prefectureId: number;
  address1: string;
  address2: string;
  address3?: string | null;
}): string =>
  `〒${formatZip(a.zipCode)} ${findPrefectureById(a.prefectureId)?.name ?? ''}${a.address1}${a.address2}${
    a.address3 ? ` ${a.address3}` : ''
  }`;
