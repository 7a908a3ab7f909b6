import { useId, useRef, useState, type FormEvent } from 'react';
import { CheckboxGroup, Label, Radio, RadioGroup } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { FieldHelp } from '../Field/index.ts';
import { surveyText } from '../messages/survey.ts';
import { RichText } from '../RichText/RichText.tsx';
import styles from './SurveyForm.module.css';

export type SurveyFormAnswer = { id: number; content: string; count?: number };
/** A survey question: one answer (isMultiple false) or several (true). Every question is required. */
export type SurveyFormQuestion = {
  id: number;
  content: string;
  isMultiple: boolean;
  answers: readonly SurveyFormAnswer[];
};

export type SurveyFormProps = {
  /** アンケートのタイトル。 */
  title: string;
  /** 説明（CMS の HTML。安全な部分だけ表示）。 CMS HTML, sanitised here. */
  description?: string | null;
  /** 質問と選択肢。 */
  questions: readonly SurveyFormQuestion[];
  /** 回答済み: 集計を出します。 */
  isAnswered?: boolean;
  /** 会員自身の回答（回答済みの表示で印を付けます）。 The member's own answers, marked in the answered view. */
  answeredIds?: readonly number[];
  /** 選んだ回答の id（surveyAnswerIds）を送ります。 Sends surveyAnswerIds[] (spec section 7). */
  onSubmit: (surveyAnswerIds: number[]) => void;
  /** 送信中。 */
  isPending?: boolean;
};

type Choices = Record<number, string[]>;

/**
 * アンケート: 説明、質問ごとの選択肢、送信。回答済みなら集計と自分の回答を出します。
 *
 * **使う場面**: アンケートの詳細ページ。
 *
 * - ✅ する: 答えていない質問があれば、送信時にその質問の横に理由を出す。
 *
 * **キーボード・スクリーンリーダー**: 質問ごとに名前の付いたグループ（1 つ選ぶならラジオ、複数ならチェックボックス）。
 */
export function SurveyForm({
  title,
  description,
  questions,
  isAnswered,
  answeredIds = [],
  onSubmit,
  isPending,
}: SurveyFormProps) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [choices, setChoices] = useState<Choices>({});
  const [showErrors, setShowErrors] = useState(false);
  const unanswered = questions.filter((question) => !choices[question.id]?.length);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (unanswered.length > 0) {
      setShowErrors(true);
      // Focus the first unanswered question's first choice so the member lands on the problem.
      const first = unanswered[0]!;
      queueMicrotask(() =>
        formRef.current?.querySelector<HTMLInputElement>(`[data-question="${first.id}"] input`)?.focus(),
      );
      return;
    }
    onSubmit(questions.flatMap((question) => (choices[question.id] ?? []).map(Number)));
  }

  const set = (id: number, values: string[]) => setChoices((current) => ({ ...current, [id]: values }));

  return (
    <section className={styles.survey} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {description && <RichText html={description} className={styles.intro} />}
      {isAnswered ? (
        <Results questions={questions} answeredIds={answeredIds} />
      ) : (
        <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
          {showErrors && unanswered.length > 0 && (
            <p className={styles.summary} role="alert">
              {surveyText.errorSummary(unanswered.length)}
            </p>
          )}
          {questions.map((question, index) => {
            const error = showErrors && !choices[question.id]?.length;
            const label = `Q${index + 1}. ${question.content}`;
            return question.isMultiple ? (
              <CheckboxGroup
                key={question.id}
                data-question={question.id}
                className={styles.question}
                value={choices[question.id] ?? []}
                onChange={(values) => set(question.id, values)}
                isRequired
                isInvalid={error}
                validationBehavior="aria"
              >
                <Label className={styles.legend}>{label}</Label>
                <span className={styles.hint}>{surveyText.multipleHint}</span>
                {question.answers.map((answer) => (
                  <Checkbox key={answer.id} value={String(answer.id)}>
                    {answer.content}
                  </Checkbox>
                ))}
                <FieldHelp errorMessage={error ? surveyText.requiredMultiple : undefined} />
              </CheckboxGroup>
            ) : (
              <RadioGroup
                key={question.id}
                data-question={question.id}
                className={styles.question}
                value={choices[question.id]?.[0] ?? null}
                onChange={(value) => set(question.id, [value])}
                isRequired
                isInvalid={error}
                validationBehavior="aria"
              >
                <Label className={styles.legend}>{label}</Label>
                {question.answers.map((answer) => (
                  <Radio key={answer.id} value={String(answer.id)} className={styles.radio}>
                    <span className={styles.dot} aria-hidden="true" />
                    {answer.content}
                  </Radio>
                ))}
                <FieldHelp errorMessage={error ? surveyText.requiredSingle : undefined} />
              </RadioGroup>
            );
          })}
          <Button type="submit" isDisabled={isPending} fullWidth>
            {surveyText.submit}
          </Button>
        </form>
      )}
    </section>
  );
}

function Results({
  questions,
  answeredIds,
}: {
  questions: readonly SurveyFormQuestion[];
  answeredIds: readonly number[];
}) {
  return (
    <div className={styles.results}>
      <p className={styles.answered} role="status">
        {surveyText.answered}
      </p>
      {questions.map((question, index) => {
        const total = question.answers.reduce((sum, answer) => sum + (answer.count ?? 0), 0);
        return (
          <section
            key={question.id}
            className={styles.question}
            aria-label={`Q${index + 1}. ${question.content}`}
          >
            <h3 className={styles.legend}>{`Q${index + 1}. ${question.content}`}</h3>
            <ul className={styles.bars}>
              {question.answers.map((answer) => {
                const percent = total ? Math.round(((answer.count ?? 0) / total) * 100) : 0;
                const mine = answeredIds.includes(answer.id);
                return (
                  <li key={answer.id} className={styles.bar} data-mine={mine || undefined}>
                    <span className={styles.barLabel}>
                      {answer.content}
                      {mine && <span className={styles.mine}>（{surveyText.yourAnswer}）</span>}
                    </span>
                    {answer.count !== undefined && (
                      <span className={styles.barValue}>{surveyText.votes(answer.count, percent)}</span>
                    )}
                    <span className={styles.track} aria-hidden="true">
                      <span className={styles.fill} style={{ inlineSize: `${percent}%` }} />
                    </span>
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
