/** SurveyForm. */
export const surveyText = {
  submit: '回答を送信する',
  answered: 'このアンケートには回答済みです。ご協力ありがとうございました。',
  results: '集計結果',
  votes: (n: number, percent: number) => `${n.toLocaleString('ja-JP')}票（${percent}%）`,
  multipleHint: '複数選択できます',
  requiredSingle: 'いずれかを選択してください',
  requiredMultiple: '1つ以上選択してください',
  errorSummary: (n: number) => `未回答の質問が${n}件あります。`,
  yourAnswer: 'あなたの回答',
  /** Said under the questions, before the submit button. */
  once: '回答は1回のみです。送信後は変更できません。',
  /** A result's name for its meter (results shown as meters). */
  share: (answer: string) => `${answer}の割合`,
} as const;
