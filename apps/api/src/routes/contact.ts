import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../lib/http-error.ts';
import { minutesOf, throttleRepository, throttleRules } from '../repositories/throttle.ts';
import { contactRepository, type InquiryInput } from '../repositories/contact.ts';
import { defineRoute } from './define.ts';
import { answers, memberAnswers } from '@fanclub/domain/answers';

const inquiryMail = (id: number, input: InquiryInput) =>
  [
    `お問い合わせ番号: ${id}`,
    `お名前: ${input.name}${input.kana ? `（${input.kana}）` : ''}`,
    `メールアドレス: ${input.email}`,
    input.phone ? `電話番号: ${input.phone}` : null,
    input.zip || input.address ? `住所: ${input.zip ?? ''} ${input.address ?? ''}`.trim() : null,
    input.orderNumber ? `注文番号: ${input.orderNumber}` : null,
    input.contactNumber ? `会員番号・連絡先番号: ${input.contactNumber}` : null,
    '',
    input.content,
  ]
    .filter((line) => line !== null)
    .join('\n');

/** The contact form (stored first, then mailed to the operator) and first-party page views. */
export const contactRoutes = async (app: FastifyInstance) => {
  const contact = contactRepository(app.db, app.config.companyId);
  const throttle = throttleRepository(app.db, app.shared);

  defineRoute(app, endpoints.createInquiry, async ({ body, userId, request }) => {
    // Each inquiry mails the operator: a few per address and hour.
    if (!(await throttle.hit(`inquiry:ip:${request.ip}`, throttleRules.inquiryIp)))
      throw tooManyRequests(answers.tooManyInquiries(minutesOf(throttleRules.inquiryIp)));
    const id = await contact.saveInquiry(userId, body);
    // The inquiry is already stored, so a mail failure must not lose it or fail the fan's request.
    await app.mailer
      .send({
        // INQUIRY_MAIL_TO, or `info@` the site's host (config.ts).
        to: app.config.inquiryMailTo,
        subject: `【お問い合わせ】${body.name} 様 (#${id})`,
        text: inquiryMail(id, body),
      })
      .catch((error: unknown) => request.log.error({ err: error, inquiryId: id }, 'inquiry mail failed'));
    return { message: memberAnswers.inquiryReceived };
  });

  defineRoute(app, endpoints.recordPageView, async ({ body, userId, request }) => {
    if (!(await throttle.hit(`page-view:ip:${request.ip}`, throttleRules.pageViewIp)))
      throw tooManyRequests(answers.tooManyRequests);
    await contact.recordPageView(userId, body.path, body.referrer);
    return { message: memberAnswers.pageViewRecorded };
  });
};
