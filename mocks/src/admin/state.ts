/**
 * The operators' side of the fake backend: demo operators with their tokens, the news as the
 * console sees it (drafts and scheduled items included), tracking numbers, bans and the audit log.
 * Orders, members and draws are the fans' fake backend's own rows (`db`), so a story that ships an
 * order or runs a draw changes what the fan's side shows too. `resetAdminDb()` starts afresh.
 */
import type {
  AdminNews,
  Announcement,
  AuditLog,
  MemberNote,
  Operator,
  OperatorRole,
  Refund,
} from '@fanclub/domain/admin';
import { db, mockNow } from '../db.ts';
import { DEMO_PASSWORD } from '@fanclub/fixtures';
import { seedContent } from './content.ts';

/** The demo operators (README), one per role; their tokens are known to the fake backend. */
export const demoOperators: Record<OperatorRole, Operator> = {
  owner: operator(1, 'owner', 'owner@example.jp', 'オーナー 管理者'),
  editor: operator(2, 'editor', 'editor@example.jp', '編集 担当'),
  shop: operator(3, 'shop', 'shop@example.jp', 'ショップ 担当'),
  support: operator(4, 'support', 'support@example.jp', 'サポート 担当'),
};

function operator(id: number, role: OperatorRole, email: string, name: string): Operator {
  return {
    id,
    email,
    name,
    role,
    hasTotp: false,
    invited: false,
    disabledAt: null,
    createdAt: '2026-04-01T10:00:00+09:00',
    lastSignInAt: '2026-11-22T09:30:00+09:00',
  };
}

export const operatorToken = (role: OperatorRole) => `demo-operator-token-${role}`;

/** The news rows as operators see them: the site's items, plus a draft and a scheduled one. */
function adminNewsSeed(): AdminNews[] {
  const published: AdminNews[] = db.content.news.map((item) => ({
    ...item,
    content: item.content ?? '',
    status: 'published',
    updatedAt: item.publishAt,
  }));
  const category = db.content.newsCategories[0]!;
  const nextId = published.reduce((max, item) => Math.max(max, item.id), 0) + 1;
  return [
    {
      id: nextId,
      title: '【下書き】年末ライブの物販について',
      content: '<p>物販の詳細は追ってお知らせします。</p>',
      imageURL: null,
      isPaid: false,
      isNew: true,
      category,
      publishAt: '2026-11-22T10:00:00+09:00',
      status: 'draft',
      updatedAt: '2026-11-22T09:00:00+09:00',
    },
    {
      id: nextId + 1,
      title: '【会員限定】年末ライブ 先行受付のご案内',
      content: '<p>有料会員の皆さまへ、先行受付のご案内です。</p>',
      imageURL: null,
      isPaid: true,
      isNew: true,
      category,
      publishAt: '2099-12-01T12:00:00+09:00',
      status: 'published',
      updatedAt: '2026-11-21T18:00:00+09:00',
    },
    ...published,
  ];
}

function seed() {
  const operators = new Map(
    Object.values(demoOperators).map((op) => [
      op.id,
      { operator: op, password: DEMO_PASSWORD as string | null },
    ]),
  );
  return {
    operators,
    tokens: new Map<string, number>(
      Object.values(demoOperators).map((op) => [operatorToken(op.role), op.id]),
    ),
    /** Invitations not yet used, by token: the operator they are for. */
    invitations: new Map<string, number>(),
    /** Operators' TOTP as the fake backend keeps it: the enrolment under way, unused recovery codes. */
    totp: new Map<number, { pending: string | null; recoveryCodes: string[] }>(),
    /** The console's settings (TOTP required of everyone). */
    settings: { requireTotp: false },
    news: adminNewsSeed(),
    /** Rows of the generic content types, by type. */
    content: seedContent(),
    /** The four legal texts, from the demo fixtures. */
    legalTexts: { ...db.content.legalTexts },
    /** Tracking numbers and last changes of orders, by order id. */
    orderChanges: new Map<number, { trackingNumber: string | null; updatedAt: string }>(),
    /** Refunds by order id, oldest first (the fan's order keeps `refundedAmount` in step). */
    refunds: new Map<number, Refund[]>(),
    bans: new Map<number, { bannedAt: string; reason: string }>(),
    /** Operators' internal notes on members, by member id, newest first (the paid member has one). */
    memberNotes: new Map<number, MemberNote[]>([
      [
        2,
        [
          {
            id: 1,
            body: '会員証が表示されないとの問い合わせ。アプリの再読み込みで解決済み。',
            operatorName: 'サポート 担当',
            createdAt: '2026-11-20T14:05:00+09:00',
          },
        ],
      ],
    ]),
    /** What only operators see of the fans' engagement rows: an event's picture, a package's name and order. */
    engagement: {
      eventImages: new Map<number, string | null>(),
      packages: new Map<number, { name: string | null; displayOrder: number }>(),
      surveys: new Map<number, { isPaid: boolean; startAt: string | null; endAt: string | null }>(),
      /** A stamp rally's description (the fans' rows carry none). */
      stampEvents: new Map<number, string | null>(),
      /** What only operators see of a draw event: its picture, who may enter, one entry per member. */
      drawEvents: new Map<
        number,
        { imageURL: string | null; eligiblePlanIds: number[]; oneEntryPerMember: boolean }
      >(),
      /** Draws that chose winners, by benefit; the draw that chose each winning entry, by entry. */
      drawRounds: new Map<number, number>(),
      wonRounds: new Map<number, number>(),
    },
    /** 一斉メール: one sent to every member, one scheduled for paid members. */
    announcements: [
      {
        id: 2,
        subject: '年末ライブ 会員先行のご案内',
        body: '年末ライブの会員先行受付を12月1日から行います。',
        userId: null,
        memberLabel: null,
        segment: { state: 'active' },
        scheduledAt: '2026-11-30T12:00:00+09:00',
        state: 'scheduled',
        createdByName: '編集 担当',
        createdAt: '2026-11-21T10:00:00+09:00',
        sentAt: null,
        progress: { total: 0, pending: 0, sent: 0, skipped: 0, failed: 0 },
      },
      {
        id: 1,
        subject: 'ファンクラブサイトをリニューアルしました',
        body: 'いつもご利用ありがとうございます。サイトをリニューアルしました。',
        userId: null,
        memberLabel: null,
        segment: {},
        scheduledAt: '2026-11-20T10:00:00+09:00',
        state: 'sent',
        createdByName: 'オーナー 管理者',
        createdAt: '2026-11-19T18:00:00+09:00',
        sentAt: '2026-11-20T10:03:00+09:00',
        progress: { total: 3, pending: 0, sent: 2, skipped: 1, failed: 0 },
      },
    ] as Announcement[],
    auditLogs: [
      {
        id: 3,
        operatorId: 3,
        operatorEmail: 'shop@example.jp',
        action: 'update',
        resource: 'products',
        resourceId: '1',
        before: {
          title: 'ツアーTシャツ',
          description:
            '2026年全国ツアーの公式Tシャツです。綿100％、ユニセックスのS・M・L・XLの4サイズ。会場とオンラインで同じデザインです。洗濯は裏返してネットに入れてください。',
          price: 3500,
        },
        after: {
          title: 'ツアーTシャツ！',
          description:
            '2026年全国ツアーの公式Tシャツです：綿100％、ユニセックスのS・M・L・XL・XXLの5サイズ。会場限定カラーはオンラインでは扱いません。洗濯は裏返してネットに入れてください。',
          price: 3800,
        },
        createdAt: '2026-11-22T09:30:00+09:00',
      },
      {
        id: 2,
        operatorId: 2,
        operatorEmail: 'editor@example.jp',
        action: 'draw',
        resource: 'drawEvents',
        resourceId: '1',
        before: null,
        after: { drawnAt: '2026-11-21T20:00:00+09:00' },
        createdAt: '2026-11-21T20:00:00+09:00',
      },
      {
        id: 1,
        operatorId: 2,
        operatorEmail: 'editor@example.jp',
        action: 'update',
        resource: 'news',
        resourceId: '1',
        before: { isPaid: false },
        after: { isPaid: true },
        createdAt: '2026-11-21T18:00:00+09:00',
      },
    ] as AuditLog[],
  };
}

export type AdminMockDb = ReturnType<typeof seed>;

export let adminDb: AdminMockDb = seed();

/** Back to the demo operators and news (call after `resetMockDb()`: the news come from it). */
export function resetAdminDb(): void {
  adminDb = seed();
}

/**
 * An operator invited as the owner would (no password yet): the invitation's token, for a story of
 * the page the invitation's link opens.
 */
export function inviteOperator(email: string, name: string, role: OperatorRole): string {
  const id = [...adminDb.operators.keys()].reduce((max, key) => Math.max(max, key), 0) + 1;
  const invited: Operator = { ...operator(id, role, email, name), invited: true, lastSignInAt: null };
  adminDb.operators.set(id, { operator: invited, password: null });
  const token = `demo-invitation-${id}`;
  adminDb.invitations.set(token, id);
  return token;
}

/** The operator a bearer token belongs to, or undefined. */
export const operatorForToken = (token: string): Operator | undefined => {
  const id = adminDb.tokens.get(token);
  return id === undefined ? undefined : adminDb.operators.get(id)?.operator;
};

/** Records a console write as the real API does (who, what, before and after). */
export function audit(
  op: Operator,
  action: string,
  resource: string,
  resourceId: number | null,
  before: unknown,
  after: unknown,
): void {
  adminDb.auditLogs.unshift({
    id: adminDb.auditLogs.reduce((max, row) => Math.max(max, row.id), 0) + 1,
    operatorId: op.id,
    operatorEmail: op.email,
    action,
    resource,
    resourceId: resourceId === null ? null : String(resourceId),
    before: (before ?? null) as AuditLog['before'],
    after: (after ?? null) as AuditLog['after'],
    createdAt: mockNow(),
  });
}
