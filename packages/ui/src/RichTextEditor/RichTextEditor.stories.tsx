import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { useHeldValue } from '../story/held-value.ts';
import { RichTextEditor } from './RichTextEditor.tsx';
import type { RichTextEditorProps } from './RichTextEditor.tsx';

const body =
  '<h2>ライブ情報</h2><p>全国ツアーの<strong>追加公演</strong>が決まりました！詳しくは<a href="/news/1">お知らせ</a>をご覧ください。</p>' +
  '<ul><li>東京：12月20日</li><li>大阪：12月27日</li></ul>';

function Held(args: RichTextEditorProps) {
  return <RichTextEditor {...args} {...useHeldValue(args.value, args.onChange)} />;
}

const meta = {
  title: 'Forms/RichTextEditor リッチテキスト編集',
  id: 'forms-richtexteditor',
  tags: ['autodocs'],
  component: RichTextEditor,
  args: { label: '本文', value: body, onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <Held {...args} />
    </div>
  ),
} satisfies Meta<typeof RichTextEditor>;
export default meta;

type Story = StoryObj<typeof meta>;

const editorOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[contenteditable]')!;

export const WithContent: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('toolbar', { name: '書式' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '本文' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '太字' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Empty: Story = { args: { value: '', description: '見出し・太字・リンク・リストが使えます。' } };

/** One tab stop for the toolbar; arrows move along it; the buttons format the selection. */
export const ToolbarByKeyboard: Story = {
  tags: ['no-visual'],
  args: { value: '<p>太字にする</p>' },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '太字' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: '斜体' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'やり直す' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await userEvent.tab();
    await expect(editorOf(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: '太字' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p><strong>太字にする</strong></p>'));
    await expect(canvas.getByRole('button', { name: '太字' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A link by its address, checked: a script URL is refused with a message. */
export const AddLink: Story = {
  tags: ['no-visual'],
  args: { value: '<p>詳しくはこちら</p>' },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(editorOf(canvasElement));
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: 'リンク' }));
    const url = canvas.getByRole('textbox', { name: 'リンク先の URL' });
    await userEvent.type(url, 'javascript:alert(1)');
    await userEvent.click(canvas.getByRole('button', { name: 'リンクを設定' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('https://、mailto: で始まる URL');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://example.jp/tour{Enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        '<p><a href="https://example.jp/tour" target="_blank" rel="noopener noreferrer">詳しくはこちら</a></p>',
      ),
    );
  },
};

/** Pasted HTML is cleaned to what the site shows: no script, handler, frame or script URL. */
export const PasteHostileHtml: Story = {
  tags: ['no-visual'],
  args: { value: '' },
  play: async ({ canvasElement, args }) => {
    const editor = editorOf(canvasElement);
    editor.focus();
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<p onclick="alert(1)">貼り付け<img src=x onerror="alert(1)"><a href="javascript:alert(1)">危ない</a></p><script>alert(1)</script><iframe src="https://example.jp"></iframe>',
    );
    data.setData('text/plain', '貼り付け危ない');
    editor.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    const html = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as string;
    await expect(html).toContain('貼り付け');
    await expect(html).not.toMatch(/onclick|onerror|javascript:|<script|<iframe/i);
  },
};

export const LongContent: Story = {
  args: {
    value: Array.from(
      { length: 30 },
      (_, i) => `<h3>第${i + 1}回</h3><p>${'ファンクラブ会員の皆さまへのお知らせです。'.repeat(6)}</p>`,
    ).join(''),
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('toolbar')).toBeNull();
    await expect(editorOf(canvasElement)).toHaveAttribute('contenteditable', 'false');
  },
};

export const WithError: Story = {
  args: { value: '', isRequired: true, errorMessage: '本文を入力してください。' },
  play: async ({ canvas }) => {
    const editor = canvas.getByRole('textbox', { name: '本文' });
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAccessibleDescription('本文を入力してください。');
  },
};

/** The HTML itself, for what the toolbar has no button for (tables); cleaned when the field is left. */
export const SourceMode: Story = {
  tags: ['no-visual'],
  args: { value: '<p>表</p>' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'HTML を直接編集' }));
    const source = canvas.getByRole('textbox', { name: '本文（HTML）' });
    await userEvent.clear(source);
    await userEvent.type(source, '<p onclick="x()">表</p>');
    await userEvent.tab();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p>表</p>'));
  },
};
