import {
  adminMessages,
  contentFieldOf,
  contentTypeNames,
  contentTypes,
  type ContentRow,
  type ContentType,
} from '@fanclub/domain/admin';

/** The content type a console address names, or null for an unknown one. */
export const contentTypeOf = (name: string | undefined): ContentType | null =>
  name && (contentTypeNames as string[]).includes(name) ? (name as ContentType) : null;

export const unknownContentType = adminMessages.notFound;

/**
 * Where a row stands for fans: 下書き (status draft), 公開予約 (its date is ahead) or 公開中; null
 * for a type that is always shown (top page parts, profiles…).
 */
export const publishLabel = (type: ContentType, row: ContentRow): '下書き' | '公開予約' | '公開中' | null => {
  const status = contentFieldOf(type, 'status');
  const date = contentFieldOf(type, 'dateTime', 'publishedAt');
  if (!status && !date) return null;
  if (status && row[status.name] === 'draft') return '下書き';
  const at = date ? row[date.name] : null;
  return typeof at === 'string' && Date.parse(at) > Date.now() ? '公開予約' : '公開中';
};

/** What names a row in a list and a heading. */
export const rowTitle = (type: ContentType, row: ContentRow) =>
  String(row[contentTypes[type].titleField] ?? '') || '（無題）';
