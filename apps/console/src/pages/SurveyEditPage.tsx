import { adminEndpoints, surveyBody, type AdminSurvey } from '@fanclub/domain/admin';
import { Button, Checkbox, TextField, toast } from '@fanclub/ui';
import { useMutation } from '@tanstack/react-query';
import { call, messageOf } from '../app/api.ts';
import { EditRecordPage, EditForm, HtmlField, SaveActions, useSaveThrough } from '../app/record.tsx';
import { saveCsv } from '../app/csv.ts';
import { fromLocalInput, toLocalInput, useDraft } from '../app/form.ts';
import { surveyPeriod } from './SurveysPage.tsx';
import { canWriteEngagement } from './VotingEventsPage.tsx';

type ChoiceDraft = { key: number; id?: number; content: string };
type QuestionDraft = {
  key: number;
  id?: number;
  content: string;
  isMultiple: boolean;
  choices: ChoiceDraft[];
};
type Draft = {
  title: string;
  description: string;
  isPaid: boolean;
  startAt: string;
  endAt: string;
  questions: QuestionDraft[];
};

let nextKey = 0;
const choice = (content = '', id?: number): ChoiceDraft => ({
  key: ++nextKey,
  content,
  ...(id ? { id } : {}),
});
const draftOf = (s?: AdminSurvey): Draft => ({
  title: s?.title ?? '',
  description: s?.description ?? '',
  isPaid: s?.isPaid ?? false,
  startAt: s?.startAt ? toLocalInput(s.startAt) : '',
  endAt: s?.endAt ? toLocalInput(s.endAt) : '',
  questions: (s?.questions ?? []).map((q) => ({
    key: ++nextKey,
    id: q.id,
    content: q.content,
    isMultiple: q.isMultiple,
    choices: q.choices.map((c) => choice(c.content, c.id)),
  })),
});

export function SurveyEditPage() {
  return (
    <EditRecordPage name="survey" endpoint={adminEndpoints.getAdminSurvey}>
      {(survey) => (
        <>
          {survey && <SurveyTotals survey={survey} />}
          <SurveyForm survey={survey} />
        </>
      )}
    </EditRecordPage>
  );
}

function SurveyTotals({ survey }: { survey: AdminSurvey }) {
  const exportCsv = useMutation({
    mutationFn: () => call(adminEndpoints.exportSurveyAnswers, { params: { id: survey.id } }),
    onSuccess: saveCsv,
    onError: (error) => toast.error(messageOf(error)),
  });
  return (
    <>
      <div className="console-page-head">
        <h1>{survey.title}</h1>
        <p>
          期間: {surveyPeriod(survey)} ／ 回答者 {survey.respondents.toLocaleString('ja-JP')}人
        </p>
      </div>
      <h2>集計</h2>
      {survey.questions.map((q) => {
        const total = q.choices.reduce((n, c) => n + c.count, 0);
        return (
          <section key={q.id} aria-label={q.content}>
            <h3>
              {q.content}
              {q.isMultiple ? '（複数回答）' : ''}
            </h3>
            <table>
              <caption className="visually-hidden">{q.content}の選択肢ごとの回答数</caption>
              <thead>
                <tr>
                  <th scope="col">選択肢</th>
                  <th scope="col">回答数</th>
                  <th scope="col">割合</th>
                </tr>
              </thead>
              <tbody>
                {q.choices.map((c) => (
                  <tr key={c.id}>
                    <th scope="row">{c.content}</th>
                    <td>{c.count.toLocaleString('ja-JP')}</td>
                    <td>{total ? `${Math.round((c.count / total) * 1000) / 10}%` : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
      <div className="console-actions">
        <Button variant="ghost" onPress={() => exportCsv.mutate()} isPending={exportCsv.isPending}>
          回答をCSVで書き出す
        </Button>
      </div>
    </>
  );
}

function SurveyForm({ survey }: { survey: AdminSurvey | undefined }) {
  const readOnly = !canWriteEngagement();
  const { draft, setDraft, set, errors, field, check } = useDraft<Draft>(() => draftOf(survey), {
    readOnly,
  });
  const setQuestion = (key: number, change: (q: QuestionDraft) => QuestionDraft) =>
    setDraft((d) => ({ ...d, questions: d.questions.map((q) => (q.key === key ? change(q) : q)) }));

  const save = useSaveThrough({
    name: 'survey',
    path: '/surveys',
    record: survey,
    create: adminEndpoints.createSurvey,
    update: adminEndpoints.updateSurvey,
  });

  const submit = () => {
    const body = check(surveyBody, {
      title: draft.title,
      description: draft.description || null,
      isPaid: draft.isPaid,
      startAt: draft.startAt ? fromLocalInput(draft.startAt) : null,
      endAt: draft.endAt ? fromLocalInput(draft.endAt) : null,
      questions: draft.questions.map((q) => ({
        ...(q.id ? { id: q.id } : {}),
        content: q.content,
        isMultiple: q.isMultiple,
        choices: q.choices.map((c) => ({ ...(c.id ? { id: c.id } : {}), content: c.content })),
      })),
    });
    if (body) save.mutate(body);
  };

  return (
    <>
      {survey ? <h2>アンケートの内容</h2> : <h1>アンケートを作成</h1>}
      {survey && survey.respondents > 0 && (
        <p className="console-help">回答があるため、質問と選択肢は文言の修正だけができます。</p>
      )}
      <EditForm onSubmit={submit}>
        <TextField label="タイトル" isRequired {...field('title')} maxLength={200} />
        <HtmlField id="survey-description" label="説明（HTML）" rows={4} {...field('description')} />
        <TextField
          label="開始日時"
          type="datetime-local"
          {...field('startAt')}
          description="日本時間。空欄なら指定なし"
        />
        <TextField
          label="終了日時"
          type="datetime-local"
          {...field('endAt')}
          description="日本時間。空欄なら指定なし"
        />
        <Checkbox isSelected={draft.isPaid} onChange={set('isPaid')} isDisabled={readOnly}>
          有料会員のみが回答できる
        </Checkbox>
        <fieldset className="console-field">
          <legend>質問</legend>
          {errors.questions && <p className="console-error">{errors.questions}</p>}
          {draft.questions.map((q, qi) => (
            <div key={q.key} className="console-form" role="group" aria-label={`質問${qi + 1}`}>
              <TextField
                label={`質問${qi + 1}`}
                isRequired
                isReadOnly={readOnly}
                value={q.content}
                onChange={(v) => setQuestion(q.key, (x) => ({ ...x, content: v }))}
                errorMessage={errors[`questions.${qi}.content`]}
              />
              <Checkbox
                isSelected={q.isMultiple}
                isDisabled={readOnly}
                onChange={(v) => setQuestion(q.key, (x) => ({ ...x, isMultiple: v }))}
              >
                質問{qi + 1}は複数回答できる
              </Checkbox>
              {errors[`questions.${qi}.choices`] && (
                <p className="console-error">{errors[`questions.${qi}.choices`]}</p>
              )}
              {q.choices.map((c, ci) => (
                <TextField
                  key={c.key}
                  label={`質問${qi + 1}の選択肢${ci + 1}`}
                  isRequired
                  isReadOnly={readOnly}
                  value={c.content}
                  onChange={(v) =>
                    setQuestion(q.key, (x) => ({
                      ...x,
                      choices: x.choices.map((y) => (y.key === c.key ? { ...y, content: v } : y)),
                    }))
                  }
                  errorMessage={errors[`questions.${qi}.choices.${ci}.content`]}
                />
              ))}
              {!readOnly && (
                <div className="console-actions">
                  <Button
                    variant="ghost"
                    onPress={() => setQuestion(q.key, (x) => ({ ...x, choices: [...x.choices, choice()] }))}
                  >
                    質問{qi + 1}に選択肢を追加
                  </Button>
                  <Button
                    variant="ghost"
                    onPress={() => set('questions')(draft.questions.filter((x) => x.key !== q.key))}
                  >
                    質問{qi + 1}を削除
                  </Button>
                </div>
              )}
            </div>
          ))}
          {!readOnly && (
            <Button
              variant="ghost"
              onPress={() =>
                set('questions')([
                  ...draft.questions,
                  { key: ++nextKey, content: '', isMultiple: false, choices: [choice(), choice()] },
                ])
              }
            >
              質問を追加
            </Button>
          )}
        </fieldset>
        {!readOnly && <SaveActions isPending={save.isPending} />}
      </EditForm>
    </>
  );
}
