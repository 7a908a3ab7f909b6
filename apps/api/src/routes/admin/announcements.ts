import { adminEndpoints, announcementMessages, type AnnouncementSegment } from '@fanclub/domain/admin';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import { compose } from '../../mail/letter.ts';
import { FALLBACK_CLUB_NAME } from '../../mail/post.ts';
import { announcementLetter } from '../../mail/templates.ts';
import { paging } from '../../repositories/paging.ts';
import { adminMembersRepository } from '../../repositories/admin/members.ts';
import { announcementsRepository } from '../../repositories/announcements.ts';
import { siteRepository } from '../../repositories/site.ts';
import { defineAdminRoute } from './define.ts';
import { recordWrites } from './records.ts';
import { auditLogsRepository } from '../../repositories/admin/audit-logs.ts';

/** Only the filters that are set (the segment as stored and audited). */
const segmentOf = (segment: AnnouncementSegment) =>
  Object.fromEntries(
    Object.entries(segment).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Record<string, string | number>;

/**
 * 一斉メール: write a mail to one member or a segment of the members list, preview who gets it and
 * how it reads, send it now or at a time ahead, cancel it before it goes, and follow it recipient by
 * recipient. Every write is one transaction with its audit row (resource `announcements`); the
 * sending is the job's (jobs/announcements.ts), kicked at once for 今すぐ送信.
 */
export const adminAnnouncementRoutes = async (app: FastifyInstance) => {
  const { db, config } = app;
  const mails = announcementsRepository(db, config.companyId);
  const members = adminMembersRepository(db, config.companyId);
  const site = siteRepository(db, config.companyId);
  const records = recordWrites(db, auditLogsRepository(db, config.companyId), {
    resource: 'announcements',
    get: (id, tx) => mails.get(id, tx),
  });

  const recipientsOf = async (
    body: { userId?: number | null | undefined; segment: AnnouncementSegment },
    tx?: DbOrTx,
  ) => {
    if (body.userId) {
      const member = await mails.member(body.userId, tx);
      if (!member) throw badRequest(announcementMessages.member);
      return {
        receiving: member.announcementMail ? 1 : 0,
        optedOut: member.announcementMail ? 0 : 1,
        member,
      };
    }
    return { ...(await members.segmentCount(segmentOf(body.segment), tx)), member: null };
  };

  defineAdminRoute(app, adminEndpoints.listAnnouncements, ({ query }) =>
    mails.list(paging(query), query.state),
  );
  defineAdminRoute(app, adminEndpoints.getAnnouncement, ({ params }) => records.found(params.id));

  defineAdminRoute(app, adminEndpoints.createAnnouncement, async ({ body, operator }) => {
    await recipientsOf(body);
    return records.create(operator, (tx) =>
      mails.insert({ ...body, segment: segmentOf(body.segment) }, operator.id, tx),
    );
  });

  defineAdminRoute(app, adminEndpoints.previewAnnouncement, async ({ body }) => {
    const { receiving, optedOut, member } = await recipientsOf(body);
    const club = (await site.webSpecification())?.siteTitle || FALLBACK_CLUB_NAME;
    const mail = compose(
      announcementLetter(config.publicUrl, {
        to: member?.email ?? '',
        name: member ? `${member.lastName} ${member.firstName}`.trim() : '（会員の氏名）',
        subject: body.subject,
        body: body.body,
      }),
      { club, publicUrl: config.publicUrl },
    );
    return { recipients: receiving, optedOut, subject: mail.subject, text: mail.text };
  });

  defineAdminRoute(app, adminEndpoints.scheduleAnnouncement, async ({ params, body, operator }) => {
    const now = new Date();
    const at = body.sendAt ? new Date(body.sendAt) : now;
    if (body.sendAt && at.getTime() <= now.getTime()) throw badRequest(announcementMessages.past);
    const scheduled = await records.update(
      operator,
      params.id,
      async (before, tx) => {
        if (before.state !== 'draft') throw conflict(announcementMessages.notDraft);
        const { receiving } = await recipientsOf(before, tx);
        if (receiving === 0) throw conflict(announcementMessages.noRecipients);
        await mails.setState(params.id, 'scheduled', at, tx);
      },
      () => (body.sendAt ? 'schedule' : 'send'),
    );
    if (!body.sendAt) app.announcements.kick();
    return scheduled;
  });

  defineAdminRoute(app, adminEndpoints.cancelAnnouncement, ({ params, operator }) =>
    records.update(
      operator,
      params.id,
      async (before, tx) => {
        if (before.state !== 'draft' && before.state !== 'scheduled')
          throw conflict(announcementMessages.notCancellable);
        await mails.setState(params.id, 'cancelled', null, tx);
      },
      () => 'cancel',
    ),
  );
};
