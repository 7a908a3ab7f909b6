import type { AdminArea } from '@fanclub/domain/admin';

/** The engagement area's menu entries (votes, surveys, gifts, stamps), after 抽選. */
export const engagementSections: { to: string; label: string; area: AdminArea }[] = [
  { to: '/voting-events', label: '投票', area: 'engagement' },
  { to: '/surveys', label: 'アンケート', area: 'engagement' },
  { to: '/stamp-events', label: 'スタンプラリー', area: 'engagement' },
  { to: '/gift-posts', label: 'ギフト', area: 'engagement' },
];

/**
 * A screen of the console's frame: its address (or the index), the page component that draws it, and
 * the file under pages/ that exports it when not the page's own name, and its area (app/router.tsx reads these).
 */
export type Screen = ({ path: string; index?: never } | { index: true; path?: never }) & {
  page: string;
  file?: string;
  /** Its area: who may open it and who may write on it (app/access.tsx). */
  area: AdminArea;
};

/** The engagement area's screens. */
export const engagementScreens: Screen[] = [
  { path: 'voting-events', page: 'VotingEventsPage', area: 'engagement' },
  { path: 'voting-events/new', page: 'VotingEventEditPage', area: 'engagement' },
  { path: 'voting-events/:id', page: 'VotingEventEditPage', area: 'engagement' },
  { path: 'voting-packages', page: 'VotingPackagesPage', area: 'engagement' },
  { path: 'surveys', page: 'SurveysPage', area: 'engagement' },
  { path: 'surveys/new', page: 'SurveyEditPage', area: 'engagement' },
  { path: 'surveys/:id', page: 'SurveyEditPage', area: 'engagement' },
  { path: 'stamp-events', page: 'StampEventsPage', area: 'engagement' },
  { path: 'stamp-events/new', page: 'StampEventEditPage', area: 'engagement' },
  { path: 'stamp-events/:id', page: 'StampEventEditPage', area: 'engagement' },
  { path: 'stamp-events/:id/qr', page: 'StampQrSheetPage', area: 'engagement' },
  { path: 'gift-posts', page: 'GiftPostsPage', area: 'engagement' },
  { path: 'gift-posts/new', page: 'GiftPostEditPage', area: 'engagement' },
  { path: 'gift-posts/:id', page: 'GiftPostEditPage', area: 'engagement' },
  { path: 'birthday-gifts', page: 'BirthdayGiftsPage', area: 'engagement' },
  { path: 'birthday-gifts/new', page: 'BirthdayGiftEditPage', area: 'engagement' },
  { path: 'birthday-gifts/:id', page: 'BirthdayGiftEditPage', area: 'engagement' },
  { path: 'web-specification', page: 'WebSpecificationPage', area: 'settings' },
];
