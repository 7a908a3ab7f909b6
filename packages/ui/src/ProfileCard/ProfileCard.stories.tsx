import { makeProfile, profiles } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PaidContentLock } from '../PaidContentLock/PaidContentLock.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { contentText } from '../messages/content.ts';
import { profileText } from '../messages/profile.ts';
import { playground } from '../story/playground.ts';

const mirai = profiles[0]!;
const hina = profiles.find((profile) => profile.affiliateStore)!; // 花咲ヒナ, with a store
const sora = profiles.find((profile) => profile.isPaid)!; // 七瀬ソラ, paid-member profile

/** The value a person reads beside a label in the profile's facts. */
const valueOf = (canvas: HTMLElement, label: string) =>
  within(canvas).getByText(label, { selector: 'dt' }).nextElementSibling;

/**
 * プロフィールの詳細: 写真、名前、役割、メッセージ、プロフィールの項目、所属店舗、ほかの写真。バナーと背景の画像はページのものです。
 *
 * **使う場面**: プロフィールの詳細ページ。一覧は `ProfileGrid`。
 *
 * **キーボード・スクリーンリーダー**: 名前が見出し（`headingLevel`）、項目は定義リスト（項目名と値）で読み上げます。
 */
const meta = {
  title: 'Content/ProfileCard プロフィールカード',
  id: 'content-profilecard',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { content: contentText, profile: profileText } } },
  component: ProfileCard,
  args: { profile: mirai },
} satisfies Meta<typeof ProfileCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article', { name: '星野ミライ' });
    await expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('星野ミライ');
    await expect(within(card).getByText('リーダー・センター')).toBeVisible();
    await expect(within(card).getByText('みんなの毎日を照らす一番星になります！')).toBeVisible();
    await expect(valueOf(canvasElement, '所属')).toHaveTextContent(
      'Lumière / ルミエール・エンターテインメント',
    );
    await expect(valueOf(canvasElement, '誕生日')).toHaveTextContent('3月21日');
    await expect(valueOf(canvasElement, '身長')).toHaveTextContent('158cm');
    await expect(valueOf(canvasElement, '出身地')).toHaveTextContent('神奈川県');
    await expect(valueOf(canvasElement, '血液型')).toHaveTextContent('A型');
    await expect(valueOf(canvasElement, '趣味')).toHaveTextContent(mirai.hobby!);
    await expect(valueOf(canvasElement, '特技')).toHaveTextContent(mirai.skill!);
    await expect(valueOf(canvasElement, '目標')).toHaveTextContent(mirai.aspiration!);
    const photos = canvas.getByRole('list', { name: '写真' });
    await expect(within(photos).getAllByRole('img')).toHaveLength(mirai.profileImages.length);
    await expect(within(photos).getByRole('img', { name: '星野ミライの写真（1枚目）' })).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: '所属店舗' })).toBeNull();
    await expect(card).not.toHaveTextContent('会員限定');
  },
};

export const WithStore: Story = {
  args: { profile: hina },
  play: async ({ canvas }) => {
    const store = canvas.getByRole('region', { name: '所属店舗' });
    await expect(within(store).getByRole('heading', { level: 3 })).toHaveTextContent('所属店舗');
    await expect(within(store).getByText('カフェ・ルミエール 心斎橋店（架空）')).toBeVisible();
    await expect(valueOf(store, '営業時間')).toHaveTextContent('11:00〜20:00');
    await expect(valueOf(store, '定休日')).toHaveTextContent('毎週水曜日');
    await expect(valueOf(store, '住所')).toHaveTextContent('大阪府大阪市中央区心斎橋筋1-2-3');
    // The number can be called from a phone, and reached from the keyboard.
    const phone = within(store).getByRole('link', { name: '06-0000-5678' });
    await expect(phone).toHaveAttribute('href', 'tel:0600005678');
    await userEvent.tab();
    await expect(phone).toHaveFocus();
  },
};

export const PaidMember: Story = {
  args: { profile: sora },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: '七瀬ソラ' });
    await expect(within(card).getByText('会員限定')).toBeVisible();
    await expect(within(card).getByText('最年少・ムードメーカー')).toBeVisible();
  },
};

/**
 * A free member on a paid profile: the server keeps the name, role and picture and withholds the
 * rest; the lock says why under the name.
 */
export const PaidLockedForFreeMember: Story = {
  args: {
    profile: {
      ...sora,
      statement: null,
      birthday: null,
      height: null,
      hobby: null,
      skill: null,
      bloodType: null,
    },
    headingLevel: 1,
    locked: <PaidContentLock viewer="free" />,
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: '七瀬ソラ' });
    await expect(within(card).getByRole('heading', { level: 1, name: '七瀬ソラ' })).toBeVisible();
    await expect(within(card).getByRole('heading', { name: 'この内容は有料会員限定です' })).toBeVisible();
  },
};

/** Only what the CMS must give: a name. Empty facts, the store and photos are left out. */
export const Minimal: Story = {
  args: { profile: makeProfile({ id: 9, name: '新メンバー', affiliation: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('新メンバー');
    await expect(canvas.queryByRole('term')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const Phone: Story = {
  ...WithStore,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { Full, WithStore, PaidMember, PaidLockedForFreeMember, Minimal, Phone }),
  tags: ['no-visual'],
};
