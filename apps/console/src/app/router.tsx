import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
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
  { index: true, page: 'DashboardPage' },
  { path: 'news', page: 'NewsListPage' },
  { path: 'news/new', page: 'NewsEditPage' },
  { path: 'news/categories', page: 'ContentCategoriesPage', file: 'CategoriesPage' },
  { path: 'news/:id', page: 'NewsEditPage' },
  { path: 'content', page: 'ContentListPage' },
  { path: 'content/:type', page: 'ContentListPage' },
  { path: 'content/:type/new', page: 'ContentEditPage' },
  { path: 'content/:type/categories', page: 'ContentCategoriesPage', file: 'CategoriesPage' },
  { path: 'content/:type/:id', page: 'ContentEditPage' },
  { path: 'legal-texts', page: 'LegalTextsPage' },
  { path: 'orders', page: 'OrdersPage' },
  { path: 'orders/packing-list', page: 'PackingListPage' },
  { path: 'orders/tracking-import', page: 'TrackingImportPage' },
  { path: 'orders/:id', page: 'OrderPage' },
  { path: 'products', page: 'ProductsPage' },
  { path: 'products/new', page: 'ProductEditPage' },
  { path: 'products/:id', page: 'ProductEditPage' },
  { path: 'product-categories', page: 'ProductCategoriesPage', file: 'CategoriesPage' },
  { path: 'stock-alerts', page: 'StockAlertsPage' },
  { path: 'delivery-methods', page: 'DeliveryMethodsPage' },
  { path: 'draw-events', page: 'DrawEventsPage' },
  { path: 'draw-events/new', page: 'DrawEventEditPage' },
  { path: 'draw-events/:id', page: 'DrawEventPage' },
  { path: 'draw-events/:id/edit', page: 'DrawEventEditPage' },
  ...engagementScreens,
  { path: 'members', page: 'MembersPage' },
  { path: 'members/:id', page: 'MemberPage' },
  { path: 'announcements', page: 'AnnouncementsPage' },
  { path: 'announcements/new', page: 'AnnouncementEditPage' },
  { path: 'card-check', page: 'CardCheckPage' },
  { path: 'membership-plans', page: 'MembershipPlansPage' },
  { path: 'membership-plans/new', page: 'MembershipPlanEditPage' },
  { path: 'membership-plans/:id', page: 'MembershipPlanEditPage' },
  { path: 'operators', page: 'OperatorsPage' },
  { path: 'account', page: 'AccountPage' },
  { path: 'audit-logs', page: 'AuditLogPage' },
];

/** A screen's route: its page component, read from its file (`pages/<file>.tsx`) on the first visit. */
const screenRoute = ({ page, file = page, ...route }: Screen): RouteObject => {
  const load = pages[`../pages/${file}.tsx`];
  if (!load) throw new Error(`pages/${file}.tsx is not a console page`);
  return {
    ...route,
    lazy: () =>
      load().then((m) => {
        if (!m[page]) throw new Error(`pages/${file}.tsx has no ${page}`);
        return { Component: m[page] };
      }),
  } as RouteObject;
};

export const routes: RouteObject[] = [
  { path: '/sign-in', element: <SignInPage /> },
  screenRoute({ path: '/invitation', page: 'InvitationPage' }),
  { path: '/', element: <ConsoleLayout />, loader: signedIn, children: screens.map(screenRoute) },
];

export const router = createBrowserRouter(routes, { basename: '/console' });
