import { news } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { playground } from '../story/playground.ts';
import { RichText } from './RichText.tsx';

const article = news.find((item) => item.content)!;

// What a CMS may send: headings, lists, a table, a link out, an image, and things that must never
// run (script, event handler, javascript: link, inline frame).
const cmsHtml = [
  '<h2>ライブ情報</h2>',
  '<p>全国ツアーの<strong>追加公演</strong>が決まりました。詳しくは<a href="https://example.jp/tour">特設サイト</a>をご覧ください。</p>',
  '<ul><li>東京 12月20日</li><li>大阪 12月27日</li></ul>',
  '<table><thead><tr><th>会場</th><th>開演</th></tr></thead><tbody><tr><td>東京</td><td>18:00</td></tr></tbody></table>',
  '<p><a href="javascript:alert(1)">危ないリンク</a><img src="x" onerror="alert(1)" alt="危ない画像"></p>',
  '<script>alert(1)</script><iframe src="https://example.jp"></iframe>',
].join('');

/**
 * CMS の HTML を、安全な部分だけにして表示します。スクリプト、イベント属性、`javascript:` のリンク、iframe は取り除きます。
 *
 * **使う場面**: お知らせやブログの本文、アンケートや投票候補の説明など、API から HTML で届く文章。
 *
 * **使わない場面**: 自分で書く文言（JSX で書く）、ユーザーが入力した文字（文字として表示する）。
 *
 * - する: 本文の見た目はページの CSS で整える（見出し、リスト、表）。
 * - しない: `dangerouslySetInnerHTML` で HTML を直接入れる。
 *
 * **キーボード・スクリーンリーダー**: 見出しやリストは HTML のまま伝わります。外部へのリンクは新しいタブで開き、`window.opener` を渡しません。
 */
const meta = {
  title: 'Content/RichText リッチテキスト',
  id: 'content-richtext',
  tags: ['autodocs', 'stable'],
  component: RichText,
  args: { html: article.content! },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <RichText {...args} />
    </div>
  ),
} satisfies Meta<typeof RichText>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NewsBody: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toBeVisible();
  },
};

export const CmsMarkup: Story = {
  args: { html: cmsHtml },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'ライブ情報' })).toBeVisible();
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('table')).toBeVisible();
    // A link out opens a new tab without handing over window.opener.
    const out = canvas.getByRole('link', { name: '特設サイト' });
    await expect(out).toHaveAttribute('target', '_blank');
    await expect(out.getAttribute('rel')).toContain('noopener');
    // Nothing that could run survives.
    await expect(canvasElement.querySelector('script, iframe, [onerror]')).toBeNull();
    await expect(
      canvas.queryByRole('link', { name: '危ないリンク' })?.getAttribute('href') ?? '',
    ).not.toMatch(/^javascript:/i);
  },
};

export const PlainText: Story = {
  args: { html: 'タグのない文章も、そのまま段落として表示されます。' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('タグのない文章も、そのまま段落として表示されます。')).toBeVisible();
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { NewsBody, CmsMarkup, PlainText }),
  tags: ['no-visual'],
};
