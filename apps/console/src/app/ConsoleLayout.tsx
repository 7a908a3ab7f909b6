import { adminEndpoints, operatorRoleLabels, rolesFor, type AdminArea } from '@fanclub/domain/admin';
import { Button, PageSpinner } from '@fanclub/ui';
import { Suspense } from 'react';
import { NavLink, Outlet, useNavigate, useNavigation } from 'react-router-dom';
import { call } from './api.ts';
import { engagementSections } from './engagement-routes.tsx';
import { clearSession, currentOperator } from './session.ts';

const sections: { to: string; label: string; area: AdminArea }[] = [
  { to: '/', label: 'ダッシュボード', area: 'dashboard' },
  { to: '/news', label: 'お知らせ', area: 'content' },
  { to: '/content', label: 'コンテンツ', area: 'content' },
  { to: '/orders', label: '注文', area: 'shop' },
  { to: '/products', label: '商品', area: 'shop' },
  { to: '/draw-events', label: '抽選', area: 'engagement' },
  ...engagementSections,
  { to: '/members', label: '会員', area: 'membership' },
  { to: '/announcements', label: '一斉メール', area: 'content' },
  { to: '/membership-plans', label: '会員プラン', area: 'plans' },
  { to: '/operators', label: '運営者', area: 'operators' },
  { to: '/audit-logs', label: '操作履歴', area: 'operators' },
];

/** The console's frame: who is signed in, the areas their role may open, and the screen. */
export function ConsoleLayout() {
  const operator = currentOperator();
  const navigate = useNavigate();
  const navigation = useNavigation();
  if (!operator) return null;
  const signOut = async () => {
    await call(adminEndpoints.adminSignOut, {}).catch(() => undefined);
    clearSession();
    void navigate('/sign-in');
  };
  return (
    <div className="console">
      <header className="console-header">
        <p className="console-title">運営コンソール</p>
        <p className="console-who">
          {operator.name}（{operatorRoleLabels[operator.role]}）
        </p>
        <NavLink to="/account" className="console-account">
          アカウント
        </NavLink>
        <Button variant="ghost" onPress={() => void signOut()}>
          ログアウト
        </Button>
      </header>
      <nav aria-label="運営メニュー" className="console-nav">
        <ul>
          {sections
            .filter((s) => rolesFor(s.area, 'read').includes(operator.role))
            .map((s) => (
              <li key={s.to}>
                <NavLink to={s.to} end={s.to === '/'}>
                  {s.label}
                </NavLink>
              </li>
            ))}
        </ul>
      </nav>
      <main className="console-main" aria-busy={navigation.state === 'loading'}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
