import { createBrowserRouter, redirect } from 'react-router-dom';
import { ConsoleLayout } from './ConsoleLayout.tsx';
import { engagementRoutes } from './engagement-routes.tsx';
import { readSession } from './session.ts';
import { SignInPage } from '../pages/SignInPage.tsx';

/** Every screen but sign-in needs an operator's session; each screen's code loads when first opened. */
const signedIn = () => (readSession() ? null : redirect('/sign-in'));

export const routes = [
  { path: '/sign-in', element: <SignInPage /> },
  {
    path: '/',
    element: <ConsoleLayout />,
    loader: signedIn,
    children: [
      {
        index: true,
        lazy: () => import('../pages/DashboardPage.tsx').then((m) => ({ Component: m.DashboardPage })),
      },
      {
        path: 'news',
        lazy: () => import('../pages/NewsListPage.tsx').then((m) => ({ Component: m.NewsListPage })),
      },
      {
        path: 'news/new',
        lazy: () => import('../pages/NewsEditPage.tsx').then((m) => ({ Component: m.NewsEditPage })),
      },
      {
        path: 'news/categories',
        lazy: () =>
          import('../pages/CategoriesPage.tsx').then((m) => ({ Component: m.ContentCategoriesPage })),
      },
      {
        path: 'news/:id',
        lazy: () => import('../pages/NewsEditPage.tsx').then((m) => ({ Component: m.NewsEditPage })),
      },
      {
        path: 'content',
        lazy: () => import('../pages/ContentListPage.tsx').then((m) => ({ Component: m.ContentListPage })),
      },
      {
        path: 'content/:type',
        lazy: () => import('../pages/ContentListPage.tsx').then((m) => ({ Component: m.ContentListPage })),
      },
      {
        path: 'content/:type/new',
        lazy: () => import('../pages/ContentEditPage.tsx').then((m) => ({ Component: m.ContentEditPage })),
      },
      {
        path: 'content/:type/categories',
        lazy: () =>
          import('../pages/CategoriesPage.tsx').then((m) => ({ Component: m.ContentCategoriesPage })),
      },
      {
        path: 'content/:type/:id',
        lazy: () => import('../pages/ContentEditPage.tsx').then((m) => ({ Component: m.ContentEditPage })),
      },
      {
        path: 'legal-texts',
        lazy: () => import('../pages/LegalTextsPage.tsx').then((m) => ({ Component: m.LegalTextsPage })),
      },
      {
        path: 'orders',
        lazy: () => import('../pages/OrdersPage.tsx').then((m) => ({ Component: m.OrdersPage })),
      },
      {
        path: 'orders/packing-list',
        lazy: () => import('../pages/PackingListPage.tsx').then((m) => ({ Component: m.PackingListPage })),
      },
      {
        path: 'orders/:id',
        lazy: () => import('../pages/OrderPage.tsx').then((m) => ({ Component: m.OrderPage })),
      },
      {
        path: 'products',
        lazy: () => import('../pages/ProductsPage.tsx').then((m) => ({ Component: m.ProductsPage })),
      },
      {
        path: 'products/new',
        lazy: () => import('../pages/ProductEditPage.tsx').then((m) => ({ Component: m.ProductEditPage })),
      },
      {
        path: 'products/:id',
        lazy: () => import('../pages/ProductEditPage.tsx').then((m) => ({ Component: m.ProductEditPage })),
      },
      {
        path: 'product-categories',
        lazy: () =>
          import('../pages/CategoriesPage.tsx').then((m) => ({ Component: m.ProductCategoriesPage })),
      },
      {
        path: 'stock-alerts',
        lazy: () => import('../pages/StockAlertsPage.tsx').then((m) => ({ Component: m.StockAlertsPage })),
      },
      {
        path: 'delivery-methods',
        lazy: () =>
          import('../pages/DeliveryMethodsPage.tsx').then((m) => ({ Component: m.DeliveryMethodsPage })),
      },
      {
        path: 'draw-events',
        lazy: () => import('../pages/DrawEventsPage.tsx').then((m) => ({ Component: m.DrawEventsPage })),
      },
      {
        path: 'draw-events/:id',
        lazy: () => import('../pages/DrawEventPage.tsx').then((m) => ({ Component: m.DrawEventPage })),
      },
      ...engagementRoutes,
      {
        path: 'members',
        lazy: () => import('../pages/MembersPage.tsx').then((m) => ({ Component: m.MembersPage })),
      },
      {
        path: 'members/:id',
        lazy: () => import('../pages/MemberPage.tsx').then((m) => ({ Component: m.MemberPage })),
      },
      {
        path: 'membership-plans',
        lazy: () =>
          import('../pages/MembershipPlansPage.tsx').then((m) => ({ Component: m.MembershipPlansPage })),
      },
      {
        path: 'membership-plans/new',
        lazy: () =>
          import('../pages/MembershipPlanEditPage.tsx').then((m) => ({
            Component: m.MembershipPlanEditPage,
          })),
      },
      {
        path: 'membership-plans/:id',
        lazy: () =>
          import('../pages/MembershipPlanEditPage.tsx').then((m) => ({
            Component: m.MembershipPlanEditPage,
          })),
      },
      {
        path: 'operators',
        lazy: () => import('../pages/OperatorsPage.tsx').then((m) => ({ Component: m.OperatorsPage })),
      },
      {
        path: 'audit-logs',
        lazy: () => import('../pages/AuditLogPage.tsx').then((m) => ({ Component: m.AuditLogPage })),
      },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: '/console' });
