import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ButtonLink } from './ButtonLink.tsx';
import { Link } from './Link.tsx';
import { LinkNavigationProvider } from './link-navigation.tsx';
import { playground } from '../story/playground.ts';

/**
 * 文中や一覧の文字のリンク。サイト内のリンクはアプリのルーターでページを切り替えます。
 *
 * **使う場面**: ほかのページや外部サイトへ移る文字のリンク（「ニュース一覧へ」）。
 *
 * **使わない場面**: 目立たせたい移動（`ButtonLink`）、その場の処理（`Button`）。
 *
 * - する: リンク先がわかる文言にする（「詳しくはこちら」だけにしない）。
 * - しない: 外部サイトを予告なく新しいタブで開く。
 *
 * **キーボード・スクリーンリーダー**: Tab で止まり、Enter で移動します。リンクとして読み上げられます。
 */
const meta = {
  title: 'Core/Link リンク',
  id: 'core-link',
  tags: ['autodocs', 'stable'],
  component: Link,
  args: { href: '/terms-of-service', children: '利用規約' },
  parameters: {
    docs: {
      doDont: {
        do: () => (
          <p>
            入会の前に<Link href="/terms-of-service">利用規約</Link>をお読みください。
          </p>
        ),
        dont: () => (
          <p>
            入会の前の注意は<Link href="/terms-of-service">こちら</Link>。
          </p>
        ),
      },
    },
  },
} satisfies Meta<typeof Link>;
export default meta;

type Story = StoryObj<typeof meta>;

export const TextLink: Story = {
  render: (args) => (
    <p>
      お申し込みの前に <Link {...args} /> をご確認ください。
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '利用規約' })).toHaveAttribute('href', '/terms-of-service');
  },
};

export const AsButton: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <ButtonLink href="/membership-registration">新規会員登録</ButtonLink>
      <ButtonLink href="/sign-in" variant="ghost">
        ログイン
      </ButtonLink>
      <ButtonLink href="/products" variant="secondary">
        ショップを見る
      </ButtonLink>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '新規会員登録' })).toHaveAttribute(
      'href',
      '/membership-registration',
    );
    await expect(canvas.getByRole('link', { name: 'ログイン' })).toBeVisible();
  },
};

export const External: Story = {
  args: {
    href: 'https://example.com/',
    target: '_blank',
    rel: 'noreferrer',
    children: '外部サイト（新しいタブで開きます）',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('target', '_blank');
  },
};

const navigate = fn();

/**
 * ButtonLink is a native anchor: a plain click or Enter on an internal href goes to the app's router
 * (LinkNavigationProvider); a click with a modifier, a `target`, a download or another origin is the
 * browser's. (The story stops the browser from following those, after the link has decided.)
 */
export const ButtonLinkNavigation: Story = {
  tags: ['no-visual'],
  render: () => (
    <LinkNavigationProvider navigate={navigate}>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- only keeps the test page from leaving */}
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }} onClick={(event) => event.preventDefault()}>
        <ButtonLink href="/products">ショップを見る</ButtonLink>
        <ButtonLink href="/products" target="_blank">
          新しいタブで開く
        </ButtonLink>
        <ButtonLink href="/price-list.pdf" download>
          価格表をダウンロード
        </ButtonLink>
        <ButtonLink href="https://example.com/">外部サイト</ButtonLink>
      </div>
    </LinkNavigationProvider>
  ),
  play: async ({ canvas }) => {
    navigate.mockClear();
    const shop = canvas.getByRole('link', { name: 'ショップを見る' });
    await expect(shop).toHaveAttribute('href', '/products');
    await expect(shop).not.toHaveAttribute('role');
    await userEvent.tab();
    await expect(shop).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/products');
    await userEvent.click(shop);
    await expect(navigate).toHaveBeenCalledTimes(2);

    // Open in a new tab or window, or download: the browser's.
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) {
      shop.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, [modifier]: true }));
    }
    await userEvent.pointer({ keys: '[MouseMiddle]', target: shop });
    await userEvent.click(canvas.getByRole('link', { name: '新しいタブで開く' }));
    await userEvent.click(canvas.getByRole('link', { name: '価格表をダウンロード' }));
    await userEvent.click(canvas.getByRole('link', { name: '外部サイト' }));
    await expect(navigate).toHaveBeenCalledTimes(2);
  },
};

/** A disabled ButtonLink is not followed and not focusable, and says it is disabled. */
export const ButtonLinkDisabled: Story = {
  tags: ['no-visual'],
  render: () => (
    <LinkNavigationProvider navigate={navigate}>
      <ButtonLink href="/products" isDisabled>
        ショップを見る
      </ButtonLink>
    </LinkNavigationProvider>
  ),
  play: async ({ canvas }) => {
    navigate.mockClear();
    const link = canvas.getByRole('link', { name: 'ショップを見る' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await expect(link).not.toHaveAttribute('href');
    await userEvent.click(link);
    await userEvent.tab();
    await expect(link).not.toHaveFocus();
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, {
    TextLink,
    AsButton,
    External,
    ButtonLinkNavigation,
    ButtonLinkDisabled,
  }),
  tags: ['no-visual'],
};
