import {
  adminEndpoints,
  adminMemberQuery,
  MEMBER_STATE_LABELS,
  memberStates,
  type AdminMember,
  type AdminMemberQuery,
  type MemberCsvPart,
} from '@fanclub/domain/admin';
import { formatDate, fullName, PREFECTURES, SUBSCRIPTION_STATUS_LABELS } from '@fanclub/domain';
import { Button, toast } from '@fanclub/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { call, messageOf } from '../app/api.ts';
import { saveCsv } from '../app/csv.ts';
import { ListPage, recordColumn, SearchField } from '../app/list.tsx';
import { usePaged } from '../app/paged.ts';
import { membershipSlipLabel, renewalLabel } from '../app/payment.ts';

type Filters = Omit<AdminMemberQuery, 'limit' | 'offset' | 'sortDir'>;
const KEYS = ['q', 'planId', 'state', 'joinedMonth', 'birthMonth', 'prefectureId'] as const;

/** The filters as the address bar has them (a shared or reloaded link keeps them); a bad one is left out. */
const readFilters = (params: URLSearchParams): Filters => {
  const filters: Record<string, string> = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (value && adminMemberQuery.pick({ [key]: true } as never).safeParse({ [key]: value }).success)
      filters[key] = value;
  }
  return adminMemberQuery.parse(filters);
};

/**
 * The filtered members as one CSV file: the server answers a page per part (the first with the BOM
 * and the Japanese headers) and records each part in the audit log; the parts are joined and saved.
 */
const exportMembersCsv = async (filters: Filters) => {
  const parts: string[] = [];
  let offset: number | null = 0;
  let filename = 'members.csv';
  while (offset !== null) {
    const part: MemberCsvPart = await call(adminEndpoints.exportAdminMembers, {
      query: { ...filters, limit: 100, offset },
    });
    parts.push(part.csv);
    filename = part.filename;
    offset = part.nextOffset;
  }
  saveCsv({ filename, csv: parts.join('') });
};

function Select({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="console-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="console-select" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">すべて</option>
        {children}
      </select>
    </div>
  );
}

const months = Array.from({ length: 12 }, (_, i) => i + 1);

/** Members searched and filtered (plan, state, join month, birth month, prefecture), the filters in the address. */
export function MembersPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = usePaged(adminEndpoints.listAdminMembers, filters);
  const plans = useQuery({
    queryKey: ['admin', 'member-plan-choices'],
    queryFn: () => call(adminEndpoints.listAdminMembershipPlans, { query: { limit: 100 } }),
  });
  // Two filters changed before the address has caught up (a quick operator, a busy machine) both
  // stay: each change starts from the last one asked for, not from the address of the last render.
  // The search box shows what was typed at once; an address that has not caught up with the last
  // keystroke yet never puts older text back into it. Only a change from elsewhere (back, a link)
  // replaces the typed text.
  const latest = useRef(params);
  const written = useRef(new Set<string>());
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  useEffect(() => {
    const address = params.toString();
    if (written.current.has(address)) {
      if (address === latest.current.toString()) written.current.clear();
      return;
    }
    written.current.clear();
    latest.current = params;
    setQuery(params.get('q') ?? '');
  }, [params]);
  const set = (key: (typeof KEYS)[number]) => (value: string) => {
    const next = new URLSearchParams(latest.current);
    if (value) next.set(key, value);
    else next.delete(key);
    latest.current = next;
    written.current.add(next.toString());
    setParams(next, { replace: true });
    list.setPage(1);
  };
  const search = (value: string) => {
    setQuery(value);
    set('q')(value);
  };
  const [exporting, setExporting] = useState(false);
  const exportCsv = () => {
    setExporting(true);
    exportMembersCsv(filters)
      .then(() => toast.success('CSVを書き出しました。'))
      .catch((error: unknown) => toast.error(messageOf(error)))
      .finally(() => setExporting(false));
  };

  return (
    <ListPage
      head={
        <div className="console-page-head">
          <h1>会員</h1>
          <div className="console-actions">
            <Button variant="secondary" onPress={exportCsv} isPending={exporting}>
              絞り込んだ会員をCSVで書き出す
            </Button>
          </div>
        </div>
      }
      filters={
        <>
          <SearchField
            label="メールアドレス・氏名・会員番号・払込票の番号で検索"
            value={query}
            onChange={search}
          />
          <Select
            id="member-plan"
            label="プラン"
            value={String(filters.planId ?? '')}
            onChange={set('planId')}
          >
            {plans.data?.data.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
          </Select>
          <Select id="member-state" label="状態" value={filters.state ?? ''} onChange={set('state')}>
            {memberStates.map((state) => (
              <option key={state} value={state}>
                {MEMBER_STATE_LABELS[state]}
              </option>
            ))}
          </Select>
          <div className="console-field">
            <label htmlFor="member-joined">登録月</label>
            <input
              id="member-joined"
              className="console-select"
              type="month"
              min="2000-01"
              max="2100-12"
              value={filters.joinedMonth ?? ''}
              onChange={(e) => set('joinedMonth')(e.target.value)}
            />
          </div>
          <Select
            id="member-birth"
            label="誕生月"
            value={String(filters.birthMonth ?? '')}
            onChange={set('birthMonth')}
          >
            {months.map((month) => (
              <option key={month} value={month}>
                {month}月
              </option>
            ))}
          </Select>
          <Select
            id="member-prefecture"
            label="都道府県"
            value={String(filters.prefectureId ?? '')}
            onChange={set('prefectureId')}
          >
            {PREFECTURES.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        </>
      }
      list={list}
      label="会員一覧"
      columns={[
        recordColumn('number', '会員番号', '/members', (m: AdminMember) => m.memberNumber),
        { id: 'name', name: '氏名', render: (m: AdminMember) => fullName(m) },
        { id: 'email', name: 'メールアドレス', render: (m: AdminMember) => m.email },
        {
          id: 'plan',
          name: 'プラン',
          render: (m: AdminMember) => (m.isPaidMember ? m.planName : '無料会員'),
        },
        {
          id: 'status',
          name: '状態',
          render: (m: AdminMember) =>
            m.subscriptionStatus ? SUBSCRIPTION_STATUS_LABELS[m.subscriptionStatus] : '―',
        },
        { id: 'renewal', name: '支払方法', render: (m: AdminMember) => renewalLabel(m.renewal) },
        {
          id: 'slip',
          name: '会費のコンビニ払い',
          render: (m: AdminMember) => membershipSlipLabel(m.membershipSlip),
        },
        { id: 'createdAt', name: '登録日', render: (m: AdminMember) => formatDate(m.createdAt) },
      ]}
    />
  );
}
