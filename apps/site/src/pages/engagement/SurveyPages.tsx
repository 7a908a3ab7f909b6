import type { Survey } from '@fanclub/domain';
import { useAnswerSurvey, useSurveys, useUserSurvey } from '@fanclub/domain/react';
import { SurveyForm } from '@fanclub/ui';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import styles from '../../components/content.module.css';
import { notify } from '../../app/site/notify.tsx';

export function SurveyListPage() {
  const surveys = useSurveys({ limit: 50 });
  return (
    <>
      <PageHeading title="アンケート" />
      <QueryBoundary
        query={surveys}
        isEmpty={(d) => d.data.length === 0}
        emptyText="現在実施中のアンケートはありません。"
      >
        {({ data }) => (
          <ul className={styles.list}>
            {data.map((survey) => (
              <li key={survey.id}>
                <Link to={paths.surveyDetail(survey.id)}>
                  <span className={styles.itemTitle}>{survey.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryBoundary>
    </>
  );
}

/** The survey screen's own words for ui SurveyForm (the rest are the library's). */
const SURVEY_MESSAGES = {
  answered: '回答済みです。現在の集計結果は次のとおりです。',
  requiredSingle: '回答を選択してください。',
  requiredMultiple: '回答を選択してください。',
} as const;

/** One survey: answered once; afterwards (or when already answered) the totals are shown. */
export function SurveyDetailPage() {
  const id = useParams().id ?? '';
  const survey = useUserSurvey(id);
  return (
    <QueryBoundary query={survey} errorKey="fetchSurveyTotalsFailed">
      {(s) => (
        <>
          <PageHeading title={s.title} lead="アンケート" />
          <SurveyAnswer survey={s} />
          <p>
            <Link to={paths.survey}>アンケート一覧に戻る</Link>
          </p>
        </>
      )}
    </QueryBoundary>
  );
}

/** ui SurveyForm under the page's h1 (no title of its own), the totals drawn as meters. */
function SurveyAnswer({ survey }: { survey: Survey }) {
  const answer = useAnswerSurvey(survey.id, {
    onSuccess: () => notify.success('ご回答ありがとうございました。'),
    // Spec section 8: a failed survey answer shows the "cannot order" message.
    onError: (error) => notify.failure(error, 'orderFailed'),
  });
  return (
    <SurveyForm
      description={survey.description}
      questions={survey.questions}
      isAnswered={survey.isAnswered}
      onSubmit={(surveyAnswerIds) => answer.mutate({ surveyAnswerIds })}
      isPending={answer.isPending}
      results="meter"
      messages={SURVEY_MESSAGES}
    />
  );
}
