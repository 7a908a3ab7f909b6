import { uiMessages } from '@fanclub/ui';
import { shellText } from './shell.ts';

/**
 * The home page: what the site says itself. 入会案内 is ui's word for the membership guide (the
 * drawer's link); the sections' lists name themselves (ui NoticeList and ScheduleList).
 */
export const homeText = {
  /** The page's title when the web spec has none. */
  defaultTitle: shellText.defaultTitle,
  topImages: 'トップ画像',
  ads: '広告',
  guideTitle: uiMessages.membershipGuide,
  guideLead:
    '会員限定のブログ・動画・写真、チケットの先行受付、デジタル会員証。ファンクラブに入会して、もっと近くで応援しませんか。',
  guideLink: '入会案内を見る',
  /** A section's way to its page, named after the section (「ニュースをもっと見る」). */
  more: (section: string) => `${section}をもっと見る`,
} as const;
