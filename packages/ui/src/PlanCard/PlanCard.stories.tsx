import { membershipPlans } from '@fanclub/fixtures';
import { taxIncluded } from '@fanclub/domain/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlanCard, type PlanCardProps } from './PlanCard.tsx';
import { PlanList } from './PlanList.tsx';
import { planText } from '../messages/plan.ts';
import { playground } from '../story/playground.ts';

type Plan = (typeof membershipPlans)[number];
const cardProps = (plan: Plan): Omit<PlanCardProps, 'onSelect'> => ({
  name: plan.name,
  price: taxIncluded(plan.price, plan.taxRate),
  initialFee: taxIncluded(plan.initialFee, plan.taxRate),
  cycleType: plan.cycleType,
  cycleValue: plan.cycleValue,
  imageUrl: plan.images[0]?.url ?? null,
});

const [monthly, yearly] = [membershipPlans[0]!, membershipPlans[1]!];

const meta = {
  title: 'Membership/PlanCard 会員プランカード',
  id: 'membership-plancard',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { plan: planText } } },
  component: PlanCard,
  args: { ...cardProps(monthly), onSelect: fn() },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <PlanCard {...args} />
    </div>
  ),
} satisfies Meta<typeof PlanCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Monthly: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: monthly.name });
    await expect(card).toHaveTextContent('¥550（税込）／毎月');
    await userEvent.click(within(card).getByRole('button', { name: `${monthly.name}を選ぶ` }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const Current: Story = {
  args: { isCurrent: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ご利用中のプラン')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithInitialFee: Story = {
  args: { ...cardProps(yearly), initialFee: 1100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('／毎年');
    await expect(canvas.getByText(/入会金/)).toHaveTextContent('¥1,100');
  },
};

export const Comparison: Story = {
  render: () => (
    <PlanList label="会員プラン">
      {membershipPlans.map((plan, index) => (
        <li key={plan.id}>
          <PlanCard {...cardProps(plan)} isCurrent={index === 0} onSelect={() => undefined} />
        </li>
      ))}
    </PlanList>
  ),
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('list', { name: '会員プラン' })).getAllByRole('article'),
    ).toHaveLength(membershipPlans.length);
  },
};

export const ComparisonOnPhone: Story = {
  ...Comparison,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, {
    Monthly,
    Current,
    WithInitialFee,
    Comparison,
    ComparisonOnPhone,
  }),
  tags: ['no-visual'],
};
