/**
 * The articles (news, blogs, notices, topics and their detail pages): what the site says itself.
 * トピックス is ui TopicList's word (`uiMessages.topics`, read where topics are shown). 一覧に戻る is the word of domain `uiText.backToList`, written
 * here rather than imported: importing it would split that object out of domain's message catalogue
 * into a chunk of its own on every route that reads either (+0.4 KiB brotli; /notice/:id over the
 * 120 KiB budget).
 */
export const articlesText = {
  news: 'ニュース',
  blog: 'ブログ',
  /** A post's section line: the blog and its writer. */
  blogBy: (writer: string) => `ブログ｜${writer}`,
  notice: 'お知らせ',
  topicNotFound: 'トピックが見つかりませんでした',
  /** A topic's way to where its news is. */
  topicLink: '詳しくはこちら',
  topicLinkNewTab: '詳しくはこちら（新しいタブで開きます）',
  backToList: '一覧に戻る',
} as const;
