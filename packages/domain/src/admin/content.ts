/**
 * The site's other content, declared once as data: each type's fields (name = the stored column),
 * their labels and rules. The console's one editor draws its forms from this table, the server's
 * one repository stores any type from it, the mocks answer from it, and every body is checked with
 * `contentBodyFor(type)` (the same rules, the same Japanese messages) before sending and on arrival.
 */
import { z } from 'zod';
import {
  displayText,
  fieldMessages,
  idField,
  int,
  INT4_MAX,
  optionalDisplayText,
  textUpTo,
} from '../contract/fields.ts';
import { adminMessages, newsStatuses } from './values.ts';
import { dateTimeField, imageUrlField } from './requests.ts';
import { idParams } from '../contract/requests.ts';
import { id } from './entities.ts';

export type ContentFieldKind =
  | 'text'
  | 'longText'
  | 'html'
  | 'image'
  | 'url'
  | 'dateTime'
  | 'boolean'
  | 'integer'
  | 'category'
  /** Draft or published: the editor's 公開する / 下書き buttons set it, not a field of the form. */
  | 'status';

export interface ContentField {
  readonly name: string;
  readonly label: string;
  readonly kind: ContentFieldKind;
  readonly required?: boolean;
  /** Longest text (characters). */
  readonly max?: number;
  readonly help?: string;
}

export interface ContentTypeDef {
  /** The menu's and the list's name. */
  readonly label: string;
  readonly fields: readonly ContentField[];
  /** The field that names a row in the list and in the audit log. */
  readonly titleField: string;
  /** The list's order: newest first by a date, or by display order. */
  readonly sortField: string;
  readonly sortDir: 'asc' | 'desc';
  /** The fans' read cache this type's writes invalidate. */
  readonly publicResource: string;
}

const f = (name: string, label: string, kind: ContentFieldKind, extra: Partial<ContentField> = {}) =>
  ({ name, label, kind, ...extra }) as ContentField;

const title = f('title', 'タイトル', 'text', { required: true, max: 200 });
const body = f('content', '本文', 'html');
const image = f('imageUrl', '画像', 'image');
const paid = f('isPaid', '有料会員のみに公開する', 'boolean');
const order = f('displayOrder', '表示順', 'integer', { help: '小さい順に並びます。' });
const link = f('link', 'リンク先', 'url');
const category = f('categoryId', 'カテゴリー', 'category', { required: true });
const publishedAt = f('publishedAt', '公開日時', 'dateTime', {
  required: true,
  help: '未来の日時にすると、その時刻に公開されます（日本時間）。',
});
const status = f('status', '公開状態', 'status', { required: true });

/** A type listed in its own display order (小さい順), as the site shows it. */
const ordered = <const F extends readonly ContentField[], const T extends string, const P extends string>(
  label: string,
  fields: F,
  titleField: T,
  publicResource: P,
) => ({ label, fields, titleField, sortField: 'displayOrder', sortDir: 'asc', publicResource }) as const;

export const contentTypes = {
  blogs: {
    label: 'ブログ',
    fields: [
      title,
      f('subTitle', 'サブタイトル', 'text', { max: 200 }),
      body,
      image,
      paid,
      publishedAt,
      status,
    ],
    titleField: 'title',
    sortField: 'publishedAt',
    sortDir: 'desc',
    publicResource: 'blogs',
  },
  notices: {
    label: 'お知らせ（事務局）',
    fields: [
      category,
      title,
      f('subTitle', 'サブタイトル', 'text', { max: 200 }),
      body,
      paid,
      publishedAt,
      status,
    ],
    titleField: 'title',
    sortField: 'publishedAt',
    sortDir: 'desc',
    publicResource: 'notices',
  },
  schedules: {
    label: 'スケジュール',
    fields: [
      category,
      title,
      body,
      image,
      link,
      paid,
      f('eventStart', '開始日時', 'dateTime', { required: true }),
      f('eventEnd', '終了日時', 'dateTime'),
    ],
    titleField: 'title',
    sortField: 'eventStart',
    sortDir: 'desc',
    publicResource: 'schedules',
  },
  discographies: ordered(
    'ディスコグラフィー',
    [
      category,
      title,
      f('summary', '概要', 'text', { max: 500 }),
      body,
      image,
      f('purchaseLink', '購入リンク', 'url'),
      f('streamLink', '配信リンク', 'url'),
      f('price', '価格（税抜・円）', 'integer'),
      f('isShowPrice', '価格を表示する', 'boolean'),
      paid,
      f('releasedAt', '発売日時', 'dateTime'),
      order,
    ],
    'title',
    'discographies',
  ),
  topics: ordered('トピックス', [title, image, link, order], 'title', 'home'),
  biographies: ordered('バイオグラフィー', [title, body, image, order], 'title', 'biographies'),
  profiles: ordered(
    'プロフィール',
    [
      f('name', '名前', 'text', { required: true, max: 100 }),
      f('role', '担当', 'text', { max: 100 }),
      f('statement', 'ひとこと', 'longText', { max: 2000 }),
      f('birthday', '誕生日', 'text', { max: 50 }),
      f('hometown', '出身地', 'text', { max: 100 }),
      f('hobby', '趣味', 'text', { max: 200 }),
      f('skill', '特技', 'text', { max: 200 }),
      image,
      f('bannerUrl', 'バナー画像', 'image'),
      paid,
      order,
    ],
    'name',
    'profiles',
  ),
  musicVideos: ordered(
    'ミュージックビデオ',
    [
      f('title', 'タイトル', 'text', { max: 200 }),
      f('videoUrl', '動画のURL', 'url', { required: true }),
      paid,
      order,
    ],
    'title',
    'musicVideos',
  ),
  vlogs: {
    label: 'スペシャル動画',
    fields: [
      f('title', 'タイトル', 'text', { max: 200 }),
      f('videoUrl', '動画のURL', 'url', { required: true }),
      paid,
    ],
    titleField: 'title',
    sortField: 'createdAt',
    sortDir: 'desc',
    publicResource: 'musicVideos',
  },
  faqs: ordered(
    'Q&A',
    [f('question', '質問', 'text', { required: true, max: 200 }), f('answer', '回答', 'html'), order, status],
    'question',
    'faqs',
  ),
  topImages: ordered('トップ画像', [f('url', '画像', 'image', { required: true }), order], 'url', 'home'),
  topComponents: ordered(
    'トップの構成',
    [
      f('name', '名前', 'text', { required: true, max: 100 }),
      f('key', 'キー', 'text', { required: true, max: 50 }),
      f('isDisplay', '表示する', 'boolean'),
      order,
    ],
    'name',
    'home',
  ),
  ads: ordered(
    '広告バナー',
    [title, link, f('imageUrl', '画像', 'image', { required: true }), order],
    'title',
    'home',
  ),
  companyPages: ordered(
    'メニュー（会社ページ）',
    [
      f('name', '名前', 'text', { required: true, max: 100 }),
      f('key', 'メニューキー', 'text', { required: true, max: 50 }),
      f('isVisible', '表示する', 'boolean'),
      order,
    ],
    'name',
    'site',
  ),
} as const satisfies Record<string, ContentTypeDef>;

export type ContentType = keyof typeof contentTypes;
export const contentTypeNames = Object.keys(contentTypes) as ContentType[];

/** The field of `kind` a type has, if any (its publishing status, its date, its paid flag…). */
export const contentFieldOf = (type: ContentType, kind: ContentFieldKind, name?: string) =>
  (contentTypes[type].fields as readonly ContentField[]).find(
    (field) => field.kind === kind && (name === undefined || field.name === name),
  );

/** The types whose rows belong to a category (the editor offers that type's categories). */
export const hasCategories = (type: ContentType) =>
  (contentTypes[type].fields as readonly ContentField[]).some((field) => field.kind === 'category');

const urlField = (required: boolean) =>
  required ? imageUrlField.check(z.refine((value) => value !== null, fieldMessages.required)) : imageUrlField;

/** One field's rule: what the editor checks before sending and the server on arrival. */
const ruleOf = (field: ContentField): z.core.$ZodType => {
  switch (field.kind) {
    case 'text':
    case 'longText':
      return field.required ? displayText(field.max ?? 255) : optionalDisplayText(field.max ?? 255);
    case 'html':
      return textUpTo(200_000);
    case 'image':
    case 'url':
      return urlField(field.required ?? false);
    case 'dateTime':
      return field.required
        ? dateTimeField
        : z.pipe(
            z.nullish(dateTimeField),
            z.transform((v) => v ?? null),
          );
    case 'boolean':
      return z.boolean(fieldMessages.required);
    case 'integer':
      return z
        .number(adminMessages.wholeNumber)
        .int(adminMessages.wholeNumber)
        .min(0, adminMessages.wholeNumber)
        .max(INT4_MAX, fieldMessages.outOfRange);
    case 'category':
      return int(adminMessages.categoryRequired).positive(adminMessages.categoryRequired);
    case 'status':
      return z.enum(newsStatuses, adminMessages.statusRequired);
  }
};

const bodies = Object.fromEntries(
  contentTypeNames.map((type) => [
    type,
    z.object(
      Object.fromEntries(
        (contentTypes[type].fields as readonly ContentField[]).map((field) => [field.name, ruleOf(field)]),
      ),
    ),
  ]),
) as Record<ContentType, z.ZodObject>;

/** The body of a create or an edit of `type`. */
export const contentBodyFor = (type: ContentType) => bodies[type];

/**
 * A body checked as the server checks it: the values, or the first broken rule in Japanese with
 * its field's label (what a 400 answers).
 */
export const checkContentBody = (
  type: ContentType,
  body: unknown,
): { ok: true; values: Record<string, unknown> } | { ok: false; message: string } => {
  const parsed = bodies[type].safeParse(body);
  if (parsed.success) return { ok: true, values: parsed.data };
  const issue = parsed.error.issues[0]!;
  const field = (contentTypes[type].fields as readonly ContentField[]).find((f) => f.name === issue.path[0]);
  return { ok: false, message: field ? `${field.label}: ${issue.message}` : issue.message };
};

/** Content rows as the API carries them: the id and the type's fields (checked per type by `contentBodyFor`). */
export const contentRowSchema = z.object({ id: idField }).catchall(z.unknown());
export type ContentRow = z.infer<typeof contentRowSchema>;

export const contentParams = z.object({ type: z.enum(contentTypeNames as [ContentType, ...ContentType[]]) });
/** The row's id: the same bounded positive integer as every other `:id` of the contract. */
export const contentItemParams = contentParams.extend(idParams.shape);
/** Any type's body on the wire; the route checks it with `contentBodyFor(type)`. */
export const contentBodyWire = z.record(z.string(), z.unknown());

/**
 * Who has categories of its own: the news, and the content types with a category field. The
 * console edits them all through one set of calls, `/content/:type/categories`, with `news` as the
 * news' type; a type without categories answers 404.
 */
export type CategoryOwner = 'news' | ContentType;
export const categoryOwnerNames = ['news', ...contentTypeNames] as [CategoryOwner, ...CategoryOwner[]];
export const ownsCategories = (type: CategoryOwner) => type === 'news' || hasCategories(type);
/** The name of what a category holds, in the console's sentences. */
export const categoryOwnerLabel = (type: CategoryOwner) =>
  type === 'news' ? 'お知らせ' : contentTypes[type].label;

export const categoryOwnerParams = z.object({ type: z.enum(categoryOwnerNames) });
export const categoryOwnerItemParams = categoryOwnerParams.extend(idParams.shape);

/** A category as written: its name and its place (小さい順). Product categories take the same. */
export const categoryBody = z.object({
  name: displayText(50),
  displayOrder: z
    .number(adminMessages.wholeNumber)
    .int(adminMessages.wholeNumber)
    .min(0, adminMessages.wholeNumber)
    .max(INT4_MAX, adminMessages.wholeNumber),
});

/** A category of the news or of a content type as the console edits it. */
export const adminContentCategorySchema = z.object({
  id,
  name: z.string(),
  companyId: id,
  displayOrder: z.number().int(),
  /** Rows in it (a category in use cannot be deleted). */
  itemCount: z.number().int().nonnegative(),
});
export type AdminContentCategory = z.infer<typeof adminContentCategorySchema>;

export const categoryMessages = {
  inUse: (count: number) => `このカテゴリーの記事が${count}件あるため削除できません。`,
  exists: '同じ名前のカテゴリーがすでにあります。',
  none: 'この種類にはカテゴリーがありません。',
};
