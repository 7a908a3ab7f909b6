import type { AdminArea } from '@fanclub/domain/admin';

/** The engagement area's menu entries (votes, surveys, gifts, stamps) and the site's settings, after 抽選. */
export const engagementSections: { to: string; label: string; area: AdminArea }[] = [
  { to: '/voting-events', label: '投票', area: 'engagement' },
  { to: '/surveys', label: 'アンケート', area: 'engagement' },
  { to: '/stamp-events', label: 'スタンプラリー', area: 'engagement' },
  { to: '/gift-posts', label: 'ギフト', area: 'engagement' },
  { to: '/web-specification', label: 'サイト設定', area: 'settings' },
];

/** The engagement area's screens, each loaded when first opened. */
export const engagementRoutes = [
  {
    path: 'voting-events',
    lazy: () => import('../pages/VotingEventsPage.tsx').then((m) => ({ Component: m.VotingEventsPage })),
  },
  {
    path: 'voting-events/new',
    lazy: () =>
      import('../pages/VotingEventEditPage.tsx').then((m) => ({ Component: m.VotingEventEditPage })),
  },
  {
    path: 'voting-events/:id',
    lazy: () =>
      import('../pages/VotingEventEditPage.tsx').then((m) => ({ Component: m.VotingEventEditPage })),
  },
  {
    path: 'voting-packages',
    lazy: () => import('../pages/VotingPackagesPage.tsx').then((m) => ({ Component: m.VotingPackagesPage })),
  },
  {
    path: 'surveys',
    lazy: () => import('../pages/SurveysPage.tsx').then((m) => ({ Component: m.SurveysPage })),
  },
  {
    path: 'surveys/new',
    lazy: () => import('../pages/SurveyEditPage.tsx').then((m) => ({ Component: m.SurveyEditPage })),
  },
  {
    path: 'surveys/:id',
    lazy: () => import('../pages/SurveyEditPage.tsx').then((m) => ({ Component: m.SurveyEditPage })),
  },
  {
    path: 'stamp-events',
    lazy: () => import('../pages/StampEventsPage.tsx').then((m) => ({ Component: m.StampEventsPage })),
  },
  {
    path: 'stamp-events/new',
    lazy: () => import('../pages/StampEventEditPage.tsx').then((m) => ({ Component: m.StampEventEditPage })),
  },
  {
    path: 'stamp-events/:id',
    lazy: () => import('../pages/StampEventEditPage.tsx').then((m) => ({ Component: m.StampEventEditPage })),
  },
  {
    path: 'stamp-events/:id/qr',
    lazy: () => import('../pages/StampQrSheetPage.tsx').then((m) => ({ Component: m.StampQrSheetPage })),
  },
  {
    path: 'gift-posts',
    lazy: () => import('../pages/GiftPostsPage.tsx').then((m) => ({ Component: m.GiftPostsPage })),
  },
  {
    path: 'gift-posts/new',
    lazy: () => import('../pages/GiftPostEditPage.tsx').then((m) => ({ Component: m.GiftPostEditPage })),
  },
  {
    path: 'gift-posts/:id',
    lazy: () => import('../pages/GiftPostEditPage.tsx').then((m) => ({ Component: m.GiftPostEditPage })),
  },
  {
    path: 'birthday-gifts',
    lazy: () => import('../pages/BirthdayGiftsPage.tsx').then((m) => ({ Component: m.BirthdayGiftsPage })),
  },
  {
    path: 'birthday-gifts/new',
    lazy: () =>
      import('../pages/BirthdayGiftEditPage.tsx').then((m) => ({ Component: m.BirthdayGiftEditPage })),
  },
  {
    path: 'birthday-gifts/:id',
    lazy: () =>
      import('../pages/BirthdayGiftEditPage.tsx').then((m) => ({ Component: m.BirthdayGiftEditPage })),
  },
  {
    path: 'web-specification',
    lazy: () =>
      import('../pages/WebSpecificationPage.tsx').then((m) => ({ Component: m.WebSpecificationPage })),
  },
];
