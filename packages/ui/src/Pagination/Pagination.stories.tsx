import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination.tsx';
import { paginationText } from '../messages/pagination.ts';
import { playground } from '../story/playground.ts';

function Controlled({
  initial,
  totalPages,
  onPageChange,
}: {
  initial: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}) {
  const [page, setPage] = useState(initial);
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
    />
  );
}

/**
 * ページ番号と前後への移動。1 ページに収まるときは出ません。ネイティブのリンクかボタンです。
 *
 * **使う場面**: ニュースや商品など、ページに分かれた一覧の下。アドレスでページを表す一覧はリンク（`getHref`）、画面の中だけで切り替えるならボタン（`onChange`）。
 *
 * **使わない場面**: 「もっと見る」で続きを足す一覧、手順の「次へ」。
 *
 * **キーボード・スクリーンリーダー**: 「ページ送り」という名前のナビゲーション。今のページは `aria-current="page"`、前後は「前のページ」「次のページ」と読み上げます。
 */
const meta = {
  title: 'Content/Pagination ページ送り',
  id: 'content-pagination',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { pagination: paginationText } } },
  subcomponents: { Pagination },
  component: Controlled,
  args: { initial: 1, totalPages: 12, onPageChange: fn() },
} satisfies Meta<typeof Controlled>;
export default meta;

type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '前のページ' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '1ページ目' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '次のページ' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: '2ページ目' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Middle: Story = {
  args: { initial: 6 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '12ページ目' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12);
    await expect(canvas.getByRole('button', { name: '次のページ' })).toBeDisabled();
  },
};

export const Phone: Story = {
  args: { initial: 6 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'ページ送り' })).toBeVisible();
  },
};

export const SinglePageHidden: Story = {
  args: { totalPages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Link mode (a routed list, `?page=n`): every page is an address; the step off the end is plain text. */
export const Links: Story = {
  render: () => (
    <Pagination page={1} totalPages={3} hrefFor={(n) => `/news?page=${n}`} label="お知らせのページ送り" />
  ),
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'お知らせのページ送り' }));
    await expect(nav.getByRole('link', { name: '1ページ目' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: '3ページ目' })).toHaveAttribute('href', '/news?page=3');
    await expect(nav.getByRole('link', { name: /次のページ/ })).toHaveAttribute('href', '/news?page=2');
    await expect(nav.queryByRole('link', { name: /前のページ/ })).toBeNull();
    await expect(nav.getByText(/前のページ/)).toBeVisible();
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { FirstPage, Middle, Phone, SinglePageHidden, Links }),
  tags: ['no-visual'],
};
