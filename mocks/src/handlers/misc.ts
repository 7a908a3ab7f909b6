/** Postal codes, the contact form and page views: calls with no stored content of their own. */
import { db } from '../db.ts';
import { handle } from './handle.ts';

export const postalCodesHandlers = {
  // The zipcloud shape: problems are reported in the body's status, not the HTTP status.
  lookupPostalCode: handle('lookupPostalCode', ({ query }) => {
    const zipcode = (query?.zipcode ?? '').normalize('NFKC').replace(/[-\s]/g, '');
    if (!zipcode) return { status: 400, message: '必須パラメータが指定されていません。', results: null };
    if (!/^\d{7}$/.test(zipcode))
      return { status: 400, message: 'パラメータ「郵便番号」の桁数が不正です。', results: null };
    const results = db.content.postalCodes.filter((item) => item.zipcode === zipcode);
    return { status: 200, message: null, results: results.length > 0 ? results : null };
  }),
};

export const inquiriesHandlers = {
  createInquiry: handle('createInquiry', ({ body }) => {
    db.inquiries.push(body);
    return { message: 'お問い合わせを受け付けました。内容を確認のうえ、担当者よりご連絡いたします。' };
  }),
};

export const analyticsHandlers = {
  recordPageView: handle('recordPageView', ({ body }) => {
    db.pageViews.push({ path: body.path, ...(body.referrer ? { referrer: body.referrer } : {}) });
    return { message: 'ok' };
  }),
};

/** Konbini beside cards, as the API's sandbox configuration offers it (docs/konbini.md). */
export const paymentOptionsHandlers = {
  getPaymentOptions: handle('getPaymentOptions', () => ({ konbini: db.paymentOptions.konbini })),
};
