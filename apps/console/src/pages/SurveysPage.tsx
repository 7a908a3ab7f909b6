import { adminEndpoints, type AdminSurvey } from '@fanclub/domain/admin';
import { formatDateTime } from '@fanclub/domain';
import { recordColumn, SearchedList } from '../app/list.tsx';
import { canWriteEngagement } from './VotingEventsPage.tsx';

export const surveyPeriod = (s: Pick<AdminSurvey, 'startAt' | 'endAt'>) =>
  s.startAt || s.endAt
    ? `${s.startAt ? formatDateTime(s.startAt) : ''} 〜 ${s.endAt ? formatDateTime(s.endAt) : ''}`
    : '期間の指定なし';

export function SurveysPage() {
  return (
    <SearchedList
      endpoint={adminEndpoints.listAdminSurveys}
      title="アンケート"
      create={canWriteEngagement() && { to: '/surveys/new', label: 'アンケートを作成' }}
      search="タイトルで検索"
      columns={[
        recordColumn('title', 'タイトル', '/surveys', (s: AdminSurvey) => s.title),
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
  );
}
