/**
 * The audit log as operators read it: the resources and actions the API records, named in
 * Japanese; the changed fields' labels (the console's own, where it has one); the filters of the
 * list and of its CSV export (operator, resource, period), and the export's rows.
 */
import { z } from 'zod';
import { contentTypes, type ContentField } from './content.ts';
import { formatDateTime } from '../format/date.ts';
import { toCsv } from './csv.ts';
import { adminResource } from './define.ts';
import type { AuditLog } from './entities.ts';
import { csvExportSchema } from './engagement.ts';
import { auditLogQuery } from './requests.ts';

/** Every `resource` the API writes into the log, in the console's words. */
export const AUDIT_RESOURCE_LABELS: Readonly<Record<string, string>> = {
  news: 'お知らせ',
  newsCategories: 'お知らせのカテゴリ',
  ...Object.fromEntries(Object.entries(contentTypes).map(([type, { label }]) => [type, label])),
  ...Object.fromEntries(
    Object.entries(contentTypes).map(([type, { label }]) => [`${type}Categories`, `${label}のカテゴリ`]),
  ),
  legalTexts: '規約・ポリシー',
  announcements: '一斉メール',
  orders: '注文',
  products: '商品',
  productCategories: '商品カテゴリ',
  deliveryMethods: '配送方法',
  drawEvents: '抽選イベント',
  votingEvents: '投票イベント',
  votingPackages: 'ポイントパック',
  stampEvents: 'スタンプラリー',
  surveys: 'アンケート',
  giftPosts: 'プレゼント',
  birthdayGifts: '誕生日プレゼント',
  event: 'イベント',
  members: '会員',
  membershipPlans: '会員プラン',
  operators: '運営者',
  operatorInvitation: '運営者の招待',
  consoleSettings: 'ログインの安全性',
  adminSession: 'ログイン',
  webSpecification: 'サイト設定',
  images: '画像',
  adminImages: '画像',
  auditLogs: '操作履歴',
};

/** Every `action` the API writes into the log. */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  create: '作成',
  update: '更新',
  delete: '削除',
  publish: '公開',
  unpublish: '公開を取り下げ',
  status: '状態を変更',
  'bulk-status': '状態を一括変更',
  cancel: 'キャンセル',
  draw: '抽選を実行',
  redraw: '繰り上げ当選',
  export: 'CSVを出力',
  refund: '返金',
  'refund-failed': '返金に失敗',
  'tracking-import': '追跡番号を取り込み',
  note: 'メモを追加',
  mail: 'メールを送信',
  extend: 'お詫び延長',
  ban: '利用停止',
  unban: '利用停止を解除',
  invite: '招待',
  'accept-invitation': '招待を承諾',
  'change-password': 'パスワードを変更',
  'enable-totp': '二段階認証を設定',
  'reset-totp': '二段階認証をリセット',
  'sign-in': 'ログイン',
  'sign-in-failed': 'ログインに失敗',
  'lock-out': 'ログインを一時停止',
};

/** The changed fields' names: the content editors' labels, then the other screens' words. */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.values(contentTypes).flatMap(({ fields }) =>
      (fields as readonly ContentField[]).map((field) => [field.name, field.label]),
    ),
  ),
  title: 'タイトル',
  content: '本文',
  imageURL: '画像',
  isPaid: '有料会員限定',
  isNew: 'NEW表示',
  status: '状態',
  publishedAt: '公開日時',
  category: 'カテゴリ',
  categoryId: 'カテゴリ',
  name: '名前',
  email: 'メールアドレス',
  role: '権限',
  disabledAt: '停止日時',
  price: '価格',
  stock: '在庫',
  description: '説明',
  displayOrder: '表示順',
  startAt: '開始日時',
  endAt: '終了日時',
  drawnAt: '抽選日時',
  trackingNumber: '追跡番号',
  reason: '理由',
  days: '日数',
  filter: '条件',
  rows: '件数',
  total: '全件数',
  offset: '開始位置',
  rule: '規則',
  kind: '種類',
  to: '宛先',
  body: '本文',
  subject: '件名',
  note: 'メモ',
};

export const auditResourceLabel = (resource: string) => AUDIT_RESOURCE_LABELS[resource] ?? resource;
export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;
export const auditFieldLabel = (field: string) => AUDIT_FIELD_LABELS[field] ?? field;

/** The resources an operator may filter by, in the order of the console's menus. */
export const auditResourceOptions = Object.entries(AUDIT_RESOURCE_LABELS)
  .filter(([id], index, all) => all.findIndex(([, name]) => name === AUDIT_RESOURCE_LABELS[id]) === index)
  .map(([id, name]) => ({ id, name }));

/** A field that changed, its value before and after (null when absent). */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The fields an entry changed (a create lists what it made, a delete what it removed). */
export const auditChanges = (entry: Pick<AuditLog, 'before' | 'after'>): AuditChange[] => {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => field !== 'updatedAt' && JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  return fields.map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
};

/** A value as the log shows it: text as typed, other values as JSON, nothing as empty. */
export const auditValueText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'string'
      ? value
      : typeof value === 'boolean'
        ? value
          ? 'はい'
          : 'いいえ'
        : JSON.stringify(value);

/** The CSV export takes the list's filters, without paging. */
export const auditLogExportQuery = auditLogQuery.omit({ limit: true, offset: true });
export type AuditLogExportQuery = z.infer<typeof auditLogExportQuery>;
/** The most rows one export writes (newest first); the answer says how many matched. */
export const AUDIT_EXPORT_LIMIT = 5000;

export const auditLogExportSchema = csvExportSchema.extend({
  rows: z.number().int(),
  total: z.number().int(),
});
export type AuditLogExport = z.infer<typeof auditLogExportSchema>;

export const AUDIT_CSV_HEADERS = ['日時', '運営者', '対象', 'ID', '操作', '項目', '変更前', '変更後'];

/** One line per changed field (one for an entry without any), the dates in Japan time. */
export const auditCsv = (entries: readonly AuditLog[]) =>
  toCsv(
    AUDIT_CSV_HEADERS,
    entries.flatMap((entry) => {
      const head = [
        formatDateTime(entry.createdAt),
        entry.operatorEmail,
        auditResourceLabel(entry.resource),
        entry.resourceId,
        auditActionLabel(entry.action),
      ];
      const changes = auditChanges(entry);
      return changes.length === 0
        ? [[...head, '', '', '']]
        : changes.map((c) => [
            ...head,
            auditFieldLabel(c.field),
            auditValueText(c.before),
            auditValueText(c.after),
          ]);
    }),
  );

const auditExport = adminResource('auditLogs', 'operators', 'audit-logs-export');

export const auditEndpoints = {
  exportAuditLogs: auditExport.read(
    '',
    `The filtered audit log as CSV (UTF-8 with BOM, Japan time, newest first, at most ${AUDIT_EXPORT_LIMIT} entries); the export is one entry of the log`,
    { query: auditLogExportQuery, response: auditLogExportSchema },
  ),
};
