import {
  empty,
  freeMemberSession,
  paidMember,
  paidMemberSession,
  serverError,
  signedOut,
  slow,
} from '@fanclub/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SiteAt } from '../../test/SiteAt.tsx';
import { statesOf } from '../../test/states.tsx';

const meta = {
  title: 'Site/Home',
  component: SiteAt,
  args: { path: '/', session: null },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteAt>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  beforeEach({ msw }) {
    msw.use(...signedOut());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'ログイン' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '新規会員登録' })).toBeVisible();
    // The menu is built from the company pages.
    const nav = canvas.getAllByRole('navigation', { name: 'メインメニュー' })[0]!;
    await expect(await within(nav).findByRole('link', { name: 'ニュース' })).toHaveAttribute('href', '/news');
    // Guests are invited in: the 入会案内 section leads to the membership guide.
    const guide = within(await canvas.findByRole('region', { name: '入会案内' }));
    await expect(guide.getByRole('link', { name: '入会案内を見る' })).toHaveAttribute(
      'href',
      '/membership-guide',
    );
  },
};

export const PaidMember: Story = {
  args: { session: paidMemberSession },
  beforeEach({ msw }) {
    msw.use(...paidMember());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'マイページ' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /^カート/ })).toBeVisible();
    // Topics and goods show as cards, as on their own pages: a goods card names its price. Each
    // section's "more" link is there at once; the cards come with the section's data.
    const cards = (region: HTMLElement, href: RegExp) =>
      within(region)
        .queryAllByRole('link')
        .filter((link) => href.test(link.getAttribute('href') ?? ''));
    const topics = await canvas.findByRole('region', { name: 'TOPICS' });
    await waitFor(() => expect(cards(topics, /^\/topic\/\d+$/).length).toBeGreaterThan(0));
    await expect(cards(topics, /^\/topic\/\d+$/).length).toBeLessThanOrEqual(5);
    const goods = await canvas.findByRole('region', { name: 'GOODS' });
    await waitFor(() => expect(cards(goods, /^\/products\/\d+$/)).toHaveLength(4));
    // The product card (ui ProductCard): its name is the link, the card around it names the price.
    await expect(cards(goods, /^\/products\/\d+$/)[0]!.closest('article')).toHaveTextContent(/¥[\d,]+/);
    // A paid member has joined already: no invitation.
    await expect(canvas.queryByRole('region', { name: '入会案内' })).toBeNull();
  },
};

export const FreeMember: Story = {
  args: { session: freeMemberSession },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'マイページ' })).toBeVisible();
    // Not a paid member yet: still invited to choose a plan.
    await expect(await canvas.findByRole('region', { name: '入会案内' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...signedOut(), ...slow('infinite'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('status')).not.toHaveLength(0);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...signedOut(), ...empty());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'ログイン' })).toBeVisible();
  },
};

export const HomeFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...signedOut(), ...serverError(['listTopComponents']));
  },
  play: async ({ canvas }) => {
    await waitFor(
      async () => expect(await canvas.findByText('トップページの情報を取得できませんでした。')).toBeVisible(),
      { timeout: 5000 },
    );
  },
};

/** このファイルの状態を縮小して横に並べ、見比べます。 */
export const States: Story = {
  ...statesOf(meta.title, {
    SignedOut,
    PaidMember,
    FreeMember,
    Loading,
    Empty,
    HomeFailed,
  }),
  // A view made of the stories above, each tested on its own (its frames need the built workshop).
  tags: ['!test', 'no-visual'],
};
