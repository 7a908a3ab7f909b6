import { adminEndpoints, operatorRoleLabels, type AdminArea } from '@fanclub/domain/admin';
import { Button, PageSpinner } from '@fanclub/ui';
import { Suspense } from 'react';
import { NavLink, Outlet, useNavigate, useNavigation } from 'react-router-dom';
import { Forbidden, mayRead, useScreenAccess } from './access.tsx';
import { call } from './api.ts';
import { engagementSections } from './engagement-routes.tsx';
import { clearSession, currentOperator } from './session.ts';

type Section = { to: string; label: string; area: AdminArea };

/** The menu: the dashboard, then the areas in groups, each entry shown to the roles that may read it. */
const groups: { label: string | null; sections: Section[] }[] = [
  { label: null, sections: [{ to: '/', label: 'ダッシュボード', area: 'dashboard' }] },
  {
    label: 'コンテンツ',
    sections: [
      { to: '/news', label: 'お知らせ', area: 'content' },
      { to: '/content', label: 'コンテンツ', area: 'content' },
      { to: '/announcements', label: '一斉メール', area: 'content' },
    ],
  },
  {
    label: 'エンゲージメント',
    sections: [{ to: '/draw-events', label: '抽選', area: 'engagement' }, ...engagementSections],
  },
  {
    label: 'ショップ',
    sections: [
      { to: '/orders', label: '注文', area: 'shop' },
      { to: '/products', label: '商品', area: 'shop' },
    ],
  },
  {
    label: '会員',
    sections: [
      { to: '/members', label: '会員', area: 'membership' },
      { to: '/membership-plans', label: '会員プラン', area: 'plans' },
    ],
  },
  {
    label: '設定',
    sections: [
      { to: '/web-specification', label: 'サイト設定', area: 'settings' },
      { to: '/operators', label: '運営者', area: 'operators' },
      { to: '/audit-logs', label: '操作履歴', area: 'operators' },
    ],
  },
];

/**
 * The console's frame: who is signed in, the areas their role may open (grouped, the current one
 * marked by NavLink's aria-current), and the screen, or 権限がありません for one the role may not open.
 */
export function ConsoleLayout() {
  const operator = currentOperator();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const access = useScreenAccess();
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
          {groups.map(({ label, sections }) => {
            const open = sections.filter((s) => mayRead(operator.role, s.area));
            if (open.length === 0) return null;
            const links = open.map((s) => (
              <li key={s.to}>
                <NavLink to={s.to} end={s.to === '/'}>
                  {s.label}
                </NavLink>
              </li>
            ));
            if (!label) return links;
            const id = `console-nav-${open[0]!.to.slice(1)}`;
            return (
              <li key={label} className="console-nav-group">
                <span id={id} className="console-nav-label">
                  {label}
                </span>
                <ul aria-labelledby={id}>{links}</ul>
              </li>
            );
          })}
        </ul>
      </nav>
      <main className="console-main" aria-busy={navigation.state === 'loading'}>
        {access === 'none' ? (
          <Forbidden />
        ) : (
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        )}
      </main>
    </div>
  );
}
