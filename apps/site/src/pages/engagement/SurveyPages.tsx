import type { Survey } from '@fanclub/domain';
import { useAnswerSurvey, useSurveys, useUserSurvey } from '@fanclub/domain/react';
import { SurveyForm } from '@fanclub/ui';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import styles from '../../components/content.module.css';
import { notify } from '../../app/site/notify.tsx';
import { contentPagesText } from '../../messages/content-pages.ts';
import { engagementText } from '../../messages/engagement.ts';

export function SurveyListPage() {
  const surveys = useSurveys({ limit: 50 });
  return (
    <>
      <PageHeading title={engagementText.surveys} section="survey" />
      <QueryBoundary
        query={surveys}
        isEmpty={(d) => d.data.length === 0}
        emptyText={engagementText.surveysEmpty}
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
  answered: engagementText.surveyAnswered,
  requiredSingle: engagementText.surveyRequired,
  requiredMultiple: engagementText.surveyRequired,
} as const;

/** One survey: answered once; afterwards (or when already answered) the totals are shown. */
export function SurveyDetailPage() {
  const id = useParams().id ?? '';
  const survey = useUserSurvey(id);
  return (
    <QueryBoundary query={survey} errorKey="fetchSurveyTotalsFailed">
      {(s) => (
        <>
          <PageHeading title={s.title} lead={engagementText.surveys} />
          <SurveyAnswer survey={s} />
          <p>
            <Link to={paths.survey}>{contentPagesText.backToList}</Link>
          </p>
        </>
      )}
    </QueryBoundary>
  );
}

/** ui SurveyForm under the page's h1 (no title of its own), the totals drawn as meters. */
function SurveyAnswer({ survey }: { survey: Survey }) {
  const answer = useAnswerSurvey(survey.id, {
    onSuccess: () => notify.success(engagementText.surveySent),
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
