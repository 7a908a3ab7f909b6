import type { AdminArea } from '@fanclub/domain/admin';

/** The engagement area's menu entries (votes, surveys, gifts, stamps) and the site's settings, after 抽選. */
export const engagementSections: { to: string; label: string; area: AdminArea }[] = [
  { to: '/voting-events', label: '投票', area: 'engagement' },
  { to: '/surveys', label: 'アンケート', area: 'engagement' },
  { to: '/stamp-events', label: 'スタンプラリー', area: 'engagement' },
  { to: '/gift-posts', label: 'ギフト', area: 'engagement' },
  { to: '/web-specification', label: 'サイト設定', area: 'settings' },
];

/**
 * A screen of the console's frame: its address (or the index), the page component that draws it, and
 * the file under pages/ that exports it when not the page's own name (app/router.tsx reads these).
 */
export type Screen = ({ path: string; index?: never } | { index: true; path?: never }) & {
  page: string;
  file?: string;
};

/** The engagement area's screens. */
export const engagementScreens: Screen[] = [
  { path: 'voting-events', page: 'VotingEventsPage' },
  { path: 'voting-events/new', page: 'VotingEventEditPage' },
  { path: 'voting-events/:id', page: 'VotingEventEditPage' },
  { path: 'voting-packages', page: 'VotingPackagesPage' },
  { path: 'surveys', page: 'SurveysPage' },
  { path: 'surveys/new', page: 'SurveyEditPage' },
  { path: 'surveys/:id', page: 'SurveyEditPage' },
  { path: 'stamp-events', page: 'StampEventsPage' },
  { path: 'stamp-events/new', page: 'StampEventEditPage' },
  { path: 'stamp-events/:id', page: 'StampEventEditPage' },
  { path: 'stamp-events/:id/qr', page: 'StampQrSheetPage' },
  { path: 'gift-posts', page: 'GiftPostsPage' },
  { path: 'gift-posts/new', page: 'GiftPostEditPage' },
  { path: 'gift-posts/:id', page: 'GiftPostEditPage' },
  { path: 'birthday-gifts', page: 'BirthdayGiftsPage' },
  { path: 'birthday-gifts/new', page: 'BirthdayGiftEditPage' },
  { path: 'birthday-gifts/:id', page: 'BirthdayGiftEditPage' },
  { path: 'web-specification', page: 'WebSpecificationPage' },
];
