import { describe, expect, it } from 'vitest';
import { checkContentBody } from './content.ts';
import { newsBody } from './requests.ts';
import { adminMessages } from './values.ts';

const news = {
  title: 'ライブのお知らせ',
  content: '<p>本文</p>',
  imageURL: null,
  isPaid: false,
  isNew: true,
  categoryId: 1,
  publishAt: '2026-04-01T10:00:00+09:00',
  status: 'published',
};

const categoryMessage = (body: unknown) =>
  newsBody.safeParse(body).error?.issues.find((issue) => issue.path[0] === 'categoryId')?.message;

describe('news body', () => {
  it('asks for a category in Japanese when none is chosen', () => {
    expect(categoryMessage({ ...news, categoryId: undefined })).toBe(adminMessages.categoryRequired);
    expect(categoryMessage({ ...news, categoryId: null })).toBe(adminMessages.categoryRequired);
    expect(categoryMessage({ ...news, categoryId: 0 })).toBe(adminMessages.categoryRequired);
    expect(newsBody.safeParse(news).success).toBe(true);
  });

  it('asks for the category of other content (notices) in Japanese too, with its label', () => {
    for (const categoryId of [undefined, 0]) {
      const checked = checkContentBody('notices', { categoryId, title: '事務局より', status: 'draft' });
      expect(checked).toEqual({ ok: false, message: `カテゴリー: ${adminMessages.categoryRequired}` });
    }
  });
});
