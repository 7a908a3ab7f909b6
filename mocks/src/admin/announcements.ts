/**
 * 一斉メール on the fake backend: the members list's own filter picks the recipients, members who
 * turned お知らせメール off (`db.announcementOptOuts`) are skipped, and 今すぐ送信 is sent at once
 * (the real job sends at its configured rate).
 */
import {
  adminMessages,
  announcementMessages,
  type AdminMemberQuery,
  type Announcement,
  type AnnouncementBody,
  type announcementEndpoints,
} from '@fanclub/domain/admin';
import type { User } from '@fanclub/domain/contract';
import type { HttpHandler } from 'msw';
import { db, findUser, mockNow } from '../db.ts';
import { fail, page } from '../handlers/handle.ts';
import { adminHandle } from './handle.ts';
import { adminDb, audit } from './state.ts';

const findMail = (id: number) =>
  adminDb.announcements.find((m) => m.id === id) ?? fail(404, adminMessages.notFound);

export const announcementHandlers = (
  filteredMembers: (query: AdminMemberQuery) => User[],
): { [N in keyof typeof announcementEndpoints]: HttpHandler } => {
  const recipientsOf = (body: Pick<AnnouncementBody, 'userId' | 'segment'>) => {
    if (body.userId) {
      const user = findUser(body.userId) ?? fail(400, announcementMessages.member);
      return [user];
    }
    return filteredMembers({ ...body.segment } as AdminMemberQuery);
  };
  const count = (users: User[]) => {
    const optedOut = users.filter((u) => db.announcementOptOuts.has(u.id)).length;
    return { receiving: users.length - optedOut, optedOut };
  };
  return {
    listAnnouncements: adminHandle('listAnnouncements', ({ query }) =>
      page(
        adminDb.announcements.filter((m) => !query.state || m.state === query.state),
        query,
      ),
    ),
    getAnnouncement: adminHandle('getAnnouncement', ({ params }) => findMail(params.id)),
    createAnnouncement: adminHandle('createAnnouncement', ({ body, operator }) => {
      const member = body.userId ? recipientsOf(body)[0]! : null;
      const created: Announcement = {
        id: adminDb.announcements.reduce((max, m) => Math.max(max, m.id), 0) + 1,
        subject: body.subject,
        body: body.body,
        userId: member?.id ?? null,
        memberLabel: member ? `${member.memberNumber} ${member.lastName} ${member.firstName}` : null,
        segment: member ? {} : body.segment,
        scheduledAt: null,
        state: 'draft',
        createdByName: operator.name,
        createdAt: mockNow(),
        sentAt: null,
        progress: { total: 0, pending: 0, sent: 0, skipped: 0, failed: 0 },
      };
      adminDb.announcements.unshift(created);
      audit(operator, 'create', 'announcements', created.id, null, created);
      return created;
    }),
    previewAnnouncement: adminHandle('previewAnnouncement', ({ body }) => {
      const users = recipientsOf(body);
      const { receiving, optedOut } = count(users);
      const name = body.userId && users[0] ? `${users[0].lastName} ${users[0].firstName}` : '（会員の氏名）';
      return {
        recipients: receiving,
        optedOut,
        subject: `【${db.content.webSpecification.siteTitle}】${body.subject}`,
        text: `${name} 様\n\n${body.body}\n\nお知らせメールの受け取りは、マイページの「お知らせメール」で停止できます。`,
      };
    }),
    scheduleAnnouncement: adminHandle('scheduleAnnouncement', ({ params, body, operator }) => {
      const mail = findMail(params.id);
      if (mail.state !== 'draft') return fail(409, announcementMessages.notDraft);
      const users = recipientsOf(mail);
      const { receiving, optedOut } = count(users);
      if (receiving === 0) return fail(409, announcementMessages.noRecipients);
      const before = { ...mail };
      if (body.sendAt) Object.assign(mail, { state: 'scheduled', scheduledAt: body.sendAt });
      else
        Object.assign(mail, {
          state: 'sent',
          scheduledAt: mockNow(),
          sentAt: mockNow(),
          progress: { total: users.length, pending: 0, sent: receiving, skipped: optedOut, failed: 0 },
        });
      audit(operator, body.sendAt ? 'schedule' : 'send', 'announcements', mail.id, before, mail);
      return mail;
    }),
    cancelAnnouncement: adminHandle('cancelAnnouncement', ({ params, operator }) => {
      const mail = findMail(params.id);
      if (mail.state !== 'draft' && mail.state !== 'scheduled')
        return fail(409, announcementMessages.notCancellable);
      const before = { ...mail };
      mail.state = 'cancelled';
      audit(operator, 'cancel', 'announcements', mail.id, before, mail);
      return mail;
    }),
  };
};
