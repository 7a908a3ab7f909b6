import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import type { ScreenHandle } from './access.tsx';
import { ConsoleLayout } from './ConsoleLayout.tsx';
import { engagementScreens, type Screen } from './engagement-routes.tsx';
import { readSession } from './session.ts';
import { SignInPage } from '../pages/SignInPage.tsx';

/**
 * Every screen but sign-in and the invitation's page needs an operator's session; while the owner
 * requires TOTP, one without it is kept on their account page until they enrol. Each screen's code
 * loads when first opened.
 */
const signedIn = ({ request }: { request: Request }) => {
  const session = readSession();
  if (!session) return redirect('/sign-in');
  const path = new URL(request.url).pathname.replace(/^\/console/, '');
  return session.totpRequired && path !== '/account' ? redirect('/account') : null;
};

/** The screens' modules, each its own chunk, fetched on the first visit (sign-in comes with the app). */
const pages = import.meta.glob<Record<string, ComponentType>>([
  '../pages/*Page.tsx',
  '!../pages/SignInPage.tsx',
]);

/** The frame's screens, in the order they are matched. */
const screens: Screen[] = [
  { index: true, page: 'DashboardPage', area: 'dashboard' },
  { path: 'news', page: 'NewsListPage', area: 'content' },
  { path: 'news/new', page: 'NewsEditPage', area: 'content' },
  { path: 'news/categories', page: 'ContentCategoriesPage', file: 'CategoriesPage', area: 'content' },
  { path: 'news/:id', page: 'NewsEditPage', area: 'content' },
  { path: 'content', page: 'ContentListPage', area: 'content' },
  { path: 'content/:type', page: 'ContentListPage', area: 'content' },
  { path: 'content/:type/new', page: 'ContentEditPage', area: 'content' },
  {
    path: 'content/:type/categories',
    page: 'ContentCategoriesPage',
    file: 'CategoriesPage',
    area: 'content',
  },
  { path: 'content/:type/:id', page: 'ContentEditPage', area: 'content' },
  { path: 'legal-texts', page: 'LegalTextsPage', area: 'content' },
  { path: 'orders', page: 'OrdersPage', area: 'shop' },
  { path: 'orders/packing-list', page: 'PackingListPage', area: 'shop' },
  { path: 'orders/tracking-import', page: 'TrackingImportPage', area: 'shop' },
  { path: 'orders/:id', page: 'OrderPage', area: 'shop' },
  { path: 'products', page: 'ProductsPage', area: 'shop' },
  { path: 'products/new', page: 'ProductEditPage', area: 'shop' },
  { path: 'products/:id', page: 'ProductEditPage', area: 'shop' },
  { path: 'product-categories', page: 'ProductCategoriesPage', file: 'CategoriesPage', area: 'shop' },
  { path: 'stock-alerts', page: 'StockAlertsPage', area: 'shop' },
  { path: 'delivery-methods', page: 'DeliveryMethodsPage', area: 'shop' },
  { path: 'draw-events', page: 'DrawEventsPage', area: 'engagement' },
  { path: 'draw-events/new', page: 'DrawEventEditPage', area: 'engagement' },
  { path: 'draw-events/:id', page: 'DrawEventPage', area: 'engagement' },
  { path: 'draw-events/:id/edit', page: 'DrawEventEditPage', area: 'engagement' },
  ...engagementScreens,
  { path: 'members', page: 'MembersPage', area: 'membership' },
  { path: 'members/:id', page: 'MemberPage', area: 'membership' },
  { path: 'announcements', page: 'AnnouncementsPage', area: 'content' },
  { path: 'announcements/new', page: 'AnnouncementEditPage', area: 'content' },
  { path: 'card-check', page: 'CardCheckPage', area: 'dashboard' },
  { path: 'membership-plans', page: 'MembershipPlansPage', area: 'plans' },
  { path: 'membership-plans/new', page: 'MembershipPlanEditPage', area: 'plans' },
  { path: 'membership-plans/:id', page: 'MembershipPlanEditPage', area: 'plans' },
  { path: 'operators', page: 'OperatorsPage', area: 'operators' },
  { path: 'account', page: 'AccountPage', area: 'dashboard' },
  { path: 'audit-logs', page: 'AuditLogPage', area: 'operators' },
];

/** A screen's route: its page component, read from its file (`pages/<file>.tsx`) on the first visit. */
const screenRoute = ({ page, file = page, area, ...route }: Screen): RouteObject => {
  const load = pages[`../pages/${file}.tsx`];
  if (!load) throw new Error(`pages/${file}.tsx is not a console page`);
  return {
    ...route,
    handle: { area } satisfies ScreenHandle,
    lazy: () =>
      load().then((m) => {
        if (!m[page]) throw new Error(`pages/${file}.tsx has no ${page}`);
        return { Component: m[page] };
      }),
  } as RouteObject;
};

export const routes: RouteObject[] = [
  { path: '/sign-in', element: <SignInPage /> },
  screenRoute({ path: '/invitation', page: 'InvitationPage', area: 'dashboard' }),
  { path: '/', element: <ConsoleLayout />, loader: signedIn, children: screens.map(screenRoute) },
];

export const router = createBrowserRouter(routes, { basename: '/console' });
