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

/** The words SurveyForm says; a page passes the ones it words its own way. */
export type SurveyFormMessages = {
  submit: string;
  answered: string;
  votes: (n: number, percent: number) => string;
  multipleHint: string;
  requiredSingle: string;
  requiredMultiple: string;
  errorSummary: (n: number) => string;
  yourAnswer: string;
  once: string;
  share: (answer: string) => string;
};

export type SurveyFormProps = {
  /**
   * アンケートのタイトル。ページの h1 がタイトルなら省きます。
   * Left out when the page's own heading already names the survey.
   */
  title?: string;
  /**
   * タイトルの見出しレベル（既定 2）。集計の質問の見出しはその 1 つ下、タイトルがなければこのレベルです。
   * The title's heading level; the results' question headings are one below it, or at it when
   * there is no title.
   */
  headingLevel?: 2 | 3;
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
  /**
   * 集計の見せ方: `bars`（横棒、既定）か `meter`（`<meter>`、「〇〇の割合」と読み上げ）。
   * How the totals are drawn: bars (default), or `<meter>` elements named 「〇〇の割合」.
   */
  results?: 'bars' | 'meter';
  /** 文言の差し替え（既定は messages/survey.ts）。 Words to say otherwise than the defaults. */
  messages?: Partial<SurveyFormMessages>;
};

type Choices = Record<number, string[]>;

/**
 * アンケート: 説明、質問ごとの選択肢、送信。回答済みなら集計と自分の回答を出します。
 *
 * **使う場面**: アンケートの詳細ページ。
 *
 * - する: 答えていない質問があれば、送信時にその質問の横に理由を出す。
 *
 * **キーボード・スクリーンリーダー**: 質問ごとに名前の付いたグループ（1 つ選ぶならラジオ、複数ならチェックボックス）。
 */
export function SurveyForm({
  title,
  headingLevel = 2,
  description,
  questions,
  isAnswered,
  answeredIds = [],
  onSubmit,
  isPending,
  results = 'bars',
  messages,
}: SurveyFormProps) {
  const text: SurveyFormMessages = { ...surveyText, ...messages };
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  const questionLevel = title ? ((headingLevel + 1) as 3 | 4) : headingLevel;
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
    <section className={styles.survey} aria-labelledby={title ? titleId : undefined}>
      {title && (
        <Title id={titleId} className={styles.title}>
          {title}
        </Title>
      )}
      {description && <RichText html={description} className={styles.intro} />}
      {isAnswered ? (
        <Results
          questions={questions}
          answeredIds={answeredIds}
          level={questionLevel}
          asMeter={results === 'meter'}
          text={text}
        />
      ) : (
        <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
          {showErrors && unanswered.length > 0 && (
            <p className={styles.summary} role="alert">
              {text.errorSummary(unanswered.length)}
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
                <span className={styles.hint}>{text.multipleHint}</span>
                {question.answers.map((answer) => (
                  <Checkbox key={answer.id} value={String(answer.id)}>
                    {answer.content}
                  </Checkbox>
                ))}
                <FieldHelp errorMessage={error ? text.requiredMultiple : undefined} />
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
                <FieldHelp errorMessage={error ? text.requiredSingle : undefined} />
              </RadioGroup>
            );
          })}
          <p className={styles.once}>{text.once}</p>
          <Button type="submit" isPending={isPending} fullWidth>
            {text.submit}
          </Button>
        </form>
      )}
    </section>
  );
}

function Results({
  questions,
  answeredIds,
  level,
  asMeter,
  text,
}: {
  questions: readonly SurveyFormQuestion[];
  answeredIds: readonly number[];
  level: 2 | 3 | 4;
  asMeter: boolean;
  text: SurveyFormMessages;
}) {
  const Heading = `h${level}` as const;
  return (
    <div className={styles.results}>
      <p className={styles.answered} role="status">
        {text.answered}
      </p>
      {questions.map((question, index) => {
        const total = question.answers.reduce((sum, answer) => sum + (answer.count ?? 0), 0);
        return (
          <section
            key={question.id}
            className={styles.question}
            aria-label={`Q${index + 1}. ${question.content}`}
          >
            <Heading className={styles.legend}>{`Q${index + 1}. ${question.content}`}</Heading>
            <ul className={styles.bars}>
              {question.answers.map((answer) => {
                const percent = total ? Math.round(((answer.count ?? 0) / total) * 100) : 0;
                const mine = answeredIds.includes(answer.id);
                return (
                  <li key={answer.id} className={styles.bar} data-mine={mine || undefined}>
                    <span className={styles.barLabel}>
                      {answer.content}
                      {mine && <span className={styles.mine}>（{text.yourAnswer}）</span>}
                    </span>
                    {answer.count !== undefined && (
                      <span className={styles.barValue}>{text.votes(answer.count, percent)}</span>
                    )}
                    {asMeter ? (
                      <meter
                        className={styles.meter}
                        min={0}
                        max={100}
                        value={percent}
                        aria-label={text.share(answer.content)}
                      />
                    ) : (
                      <span className={styles.track} aria-hidden="true">
                        <span className={styles.fill} style={{ inlineSize: `${percent}%` }} />
                      </span>
                    )}
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
