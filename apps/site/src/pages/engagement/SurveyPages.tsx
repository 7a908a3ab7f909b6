import type { Survey } from '@fanclub/domain';
import { useAnswerSurvey, useSurveys, useUserSurvey } from '@fanclub/domain/react';
import { Button, RichText } from '@fanclub/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import formStyles from '../../components/form/form.module.css';
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

/** One survey: answered once; afterwards (or when already answered) the totals are shown. */
export function SurveyDetailPage() {
  const id = useParams().id ?? '';
  const survey = useUserSurvey(id);
  return (
    <QueryBoundary query={survey} errorKey="fetchSurveyTotalsFailed">
      {(s) => (
        <>
          <PageHeading title={s.title} lead="アンケート" />
          {s.description && <RichText html={s.description} />}
          {s.isAnswered ? <SurveyTotals survey={s} /> : <SurveyForm survey={s} />}
          <p>
            <Link to={paths.survey}>アンケート一覧に戻る</Link>
          </p>
        </>
      )}
    </QueryBoundary>
  );
}

function SurveyForm({ survey }: { survey: Survey }) {
  const [chosen, setChosen] = useState<Record<number, number[]>>({});
  const [missing, setMissing] = useState<number[]>([]);
  const answer = useAnswerSurvey(survey.id, {
    onSuccess: () => notify.success('ご回答ありがとうございました。'),
    // Spec section 8: a failed survey answer shows the "cannot order" message.
    onError: (error) => notify.failure(error, 'orderFailed'),
  });
  const toggle = (questionId: number, answerId: number, multiple: boolean) =>
    setChosen((prev) => {
      const current = prev[questionId] ?? [];
      if (!multiple) return { ...prev, [questionId]: [answerId] };
      return {
        ...prev,
        [questionId]: current.includes(answerId)
          ? current.filter((a) => a !== answerId)
          : [...current, answerId],
      };
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = survey.questions.filter((q) => (chosen[q.id] ?? []).length === 0).map((q) => q.id);
    setMissing(empty);
    if (empty.length > 0) return;
    answer.mutate({ surveyAnswerIds: survey.questions.flatMap((q) => chosen[q.id] ?? []) });
  };
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      {survey.questions.map((question, index) => (
        <fieldset
          key={question.id}
          className={formStyles.fieldset}
          aria-describedby={missing.includes(question.id) ? `q-error-${question.id}` : undefined}
        >
          <legend>
            Q{index + 1}. {question.content}
            {question.isMultiple && <span className={styles.meta}>（複数選択可）</span>}
          </legend>
          {question.answers.map((option) => (
            <label key={option.id} className={formStyles.choice}>
              <input
                type={question.isMultiple ? 'checkbox' : 'radio'}
                name={`question-${question.id}`}
                checked={(chosen[question.id] ?? []).includes(option.id)}
                onChange={() => toggle(question.id, option.id, question.isMultiple)}
              />{' '}
              {option.content}
            </label>
          ))}
          {missing.includes(question.id) && (
            <p id={`q-error-${question.id}`} className={formStyles.error} role="alert">
              回答を選択してください。
            </p>
          )}
        </fieldset>
      ))}
      <p className={styles.meta}>回答は1回のみです。送信後は変更できません。</p>
      <Button type="submit" isPending={answer.isPending} fullWidth>
        回答を送信する
      </Button>
    </form>
  );
}

function SurveyTotals({ survey }: { survey: Survey }) {
  return (
    <div className={styles.stack}>
      <p>回答済みです。現在の集計結果は次のとおりです。</p>
      {survey.questions.map((question, index) => {
        const total = question.answers.reduce((sum, a) => sum + a.count, 0);
        return (
          <section key={question.id} aria-labelledby={`total-${question.id}`}>
            <h2 id={`total-${question.id}`}>
              Q{index + 1}. {question.content}
            </h2>
            <ul className={styles.list}>
              {question.answers.map((option) => {
                const percent = total === 0 ? 0 : Math.round((option.count / total) * 100);
                return (
                  <li key={option.id}>
                    <span>{option.content}</span>{' '}
                    <span className={styles.meta}>
                      {option.count.toLocaleString('ja-JP')}票（{percent}%）
                    </span>
                    <meter min={0} max={100} value={percent} aria-label={`${option.content}の割合`} />
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
