import { adminEndpoints, type AdminSurvey } from '@fanclub/domain/admin';
import { formatDateTime } from '@fanclub/domain';
import { TextField } from '@fanclub/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePaged } from '../app/paged.ts';
import { PagedTable } from '../app/PagedTable.tsx';
import { canWriteEngagement } from './VotingEventsPage.tsx';

export const surveyPeriod = (s: Pick<AdminSurvey, 'startAt' | 'endAt'>) =>
  s.startAt || s.endAt
    ? `${s.startAt ? formatDateTime(s.startAt) : ''} 〜 ${s.endAt ? formatDateTime(s.endAt) : ''}`
    : '期間の指定なし';

export function SurveysPage() {
  const [q, setQ] = useState('');
  const list = usePaged(adminEndpoints.listAdminSurveys, { q: q || undefined });
  return (
    <>
      <div className="console-page-head">
        <h1>アンケート</h1>
        {canWriteEngagement() && (
          <Link className="console-button" to="/surveys/new">
            アンケートを作成
          </Link>
        )}
      </div>
      <div className="console-filters">
        <TextField
          label="タイトルで検索"
          type="search"
          value={q}
          onChange={(v) => {
            setQ(v);
            list.setPage(1);
          }}
        />
      </div>
      <PagedTable
        list={list}
        label="アンケート一覧"
        columns={[
          {
            id: 'title',
            name: 'タイトル',
            isRowHeader: true,
            render: (s: AdminSurvey) => <Link to={`/surveys/${s.id}`}>{s.title}</Link>,
          },
          { id: 'period', name: '期間', render: surveyPeriod },
          { id: 'paid', name: '対象', render: (s: AdminSurvey) => (s.isPaid ? '有料会員' : '全会員') },
          { id: 'questions', name: '質問', render: (s: AdminSurvey) => `${s.questions.length}問` },
          {
            id: 'respondents',
            name: '回答者',
            render: (s: AdminSurvey) => `${s.respondents.toLocaleString('ja-JP')}人`,
          },
        ]}
      />
    </>
  );
}
