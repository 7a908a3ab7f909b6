import { surveyRegistrations, surveys } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SurveyForm } from './SurveyForm.tsx';
import { surveyText } from '../messages/survey.ts';
import { playground } from '../story/playground.ts';

const survey = surveys[0]!;
const [single, multiple] = [survey.questions[0]!, survey.questions[1]!];

const meta = {
  title: 'Engagement/SurveyForm アンケート',
  id: 'engagement-surveyform',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { survey: surveyText } } },
  component: SurveyForm,
  args: {
    title: survey.title,
    description: survey.description,
    questions: survey.questions,
    onSubmit: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <SurveyForm {...args} />
    </div>
  ),
} satisfies Meta<typeof SurveyForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Answer: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: survey.title })).toBeVisible();
    const radios = canvas.getByRole('radiogroup', { name: `Q1. ${single.content}` });
    await userEvent.click(within(radios).getByRole('radio', { name: single.answers[1]!.content }));
    const boxes = canvas.getByRole('group', { name: `Q2. ${multiple.content}` });
    await userEvent.click(within(boxes).getByRole('checkbox', { name: multiple.answers[0]!.content }));
    await userEvent.click(within(boxes).getByRole('checkbox', { name: multiple.answers[2]!.content }));
    await expect(canvas.getByText(surveyText.once)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '回答を送信する' }));
    await expect(args.onSubmit).toHaveBeenCalledWith([
      single.answers[1]!.id,
      multiple.answers[0]!.id,
      multiple.answers[2]!.id,
    ]);
  },
};

export const RequiredQuestions: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '回答を送信する' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('未回答の質問が2件あります。');
    await expect(canvas.getByText('いずれかを選択してください')).toBeVisible();
    await expect(canvas.getByText('1つ以上選択してください')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Focus lands on the first unanswered question; answer it by keyboard.
    await expect(canvas.getByRole('radio', { name: single.answers[0]!.content })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.queryByText('いずれかを選択してください')).toBeNull();
    await expect(canvas.getByRole('alert')).toHaveTextContent('未回答の質問が1件あります。');
  },
};

export const Keyboard: Story = {
  args: { questions: [single] },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: single.answers[1]!.content })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith([single.answers[1]!.id]);
  },
};

const answered = surveys[1]!;
const registration = surveyRegistrations.find((item) => item.surveyId === answered.id)!;
export const AlreadyAnswered: Story = {
  args: {
    title: answered.title,
    description: answered.description,
    questions: answered.questions,
    isAnswered: true,
    answeredIds: registration.surveyAnswerIds,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('回答済み');
    await expect(canvas.queryByRole('button', { name: '回答を送信する' })).toBeNull();
    const first = answered.questions[0]!;
    const region = canvas.getByRole('region', { name: `Q1. ${first.content}` });
    await expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent(
      `${first.answers[0]!.content}（あなたの回答）`,
    );
  },
};

/**
 * Under a page whose h1 is the survey's title: no title of its own, the totals' questions as h2,
 * drawn as meters, in the page's words.
 */
export const UnderPageHeading: Story = {
  args: {
    ...AlreadyAnswered.args,
    title: undefined,
    results: 'meter',
    messages: { answered: '回答済みです。現在の集計結果は次のとおりです。' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: answered.title })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '回答済みです。現在の集計結果は次のとおりです。',
    );
    const first = answered.questions[0]!;
    await expect(canvas.getByRole('heading', { level: 2, name: `Q1. ${first.content}` })).toBeVisible();
    const total = first.answers.reduce((sum, answer) => sum + answer.count, 0);
    const meter = canvas.getByRole<HTMLMeterElement>('meter', { name: `${first.answers[0]!.content}の割合` });
    await expect(meter.value).toBe(Math.round((first.answers[0]!.count / total) * 100));
  },
};

export const Phone: Story = {
  ...RequiredQuestions,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, {
    Answer,
    RequiredQuestions,
    Keyboard,
    AlreadyAnswered,
    UnderPageHeading,
    Phone,
  }),
  tags: ['no-visual'],
};
