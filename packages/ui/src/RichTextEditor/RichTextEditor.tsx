import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import type { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { richTextEditorText as text } from '../messages/rich-text-editor.ts';
import { cleanMarkup, isSafeLink } from './clean-markup.ts';
import styles from './RichTextEditor.module.css';

export type RichTextEditorProps = {
  /** 項目名（本文、説明など）。 */
  label: string;
  /** HTML（サイトの RichText が表示できる部分）。 */
  value: string;
  /** 変わるたびに、サイトが表示できる HTML だけを渡します。 */
  onChange?: (html: string) => void;
  description?: string | undefined;
  errorMessage?: string | undefined;
  isReadOnly?: boolean;
  isRequired?: boolean;
  /** 編集欄の id（ページの他の要素から参照するとき）。 */
  id?: string;
};

type Tool = {
  key: string;
  label: string;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
};

const TOOLS: Tool[] = [
  {
    key: 'bold',
    label: text.bold,
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    key: 'italic',
    label: text.italic,
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    key: 'underline',
    label: text.underline,
    run: (e) => e.chain().focus().toggleUnderline().run(),
    active: (e) => e.isActive('underline'),
  },
  {
    key: 'strike',
    label: text.strike,
    run: (e) => e.chain().focus().toggleStrike().run(),
    active: (e) => e.isActive('strike'),
  },
  {
    key: 'h2',
    label: text.heading,
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    key: 'h3',
    label: text.subheading,
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    key: 'ul',
    label: text.bulletList,
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    key: 'ol',
    label: text.orderedList,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    key: 'quote',
    label: text.blockquote,
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
  { key: 'link', label: text.link, run: () => undefined, active: (e) => e.isActive('link') },
  {
    key: 'unlink',
    label: text.unlink,
    run: (e) => e.chain().focus().extendMarkRange('link').unsetLink().run(),
    enabled: (e) => e.isActive('link'),
  },
  {
    key: 'undo',
    label: text.undo,
    run: (e) => e.chain().focus().undo().run(),
    enabled: (e) => e.can().undo(),
  },
  {
    key: 'redo',
    label: text.redo,
    run: (e) => e.chain().focus().redo().run(),
    enabled: (e) => e.can().redo(),
  },
];

/** The editor's HTML as the site keeps it: '' when nothing is written. */
const outputOf = (editor: Editor) => (editor.isEmpty ? '' : cleanMarkup(editor.getHTML()));

/**
 * 管理画面で、お知らせやページの本文を書式付きで編集する欄です（Tiptap）。書けるのはサイトの `RichText` が表示できる HTML だけで、貼り付けた HTML もその範囲に整えます。
 *
 * The console's rich-text field (Tiptap 3). Its output is the sanitiser's subset (RichText
 * allow-list), and pasted HTML is cleaned to it. Usage notes: packages/ui README "Rich text".
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  description,
  errorMessage,
  isReadOnly = false,
  isRequired = false,
  id,
}: RichTextEditorProps) {
  const ownId = useId();
  const editorId = id ?? `${ownId}-editor`;
  const labelId = `${ownId}-label`;
  const descriptionId = `${ownId}-description`;
  const errorId = `${ownId}-error`;
  const describedBy = [description && descriptionId, errorMessage && errorId].filter(Boolean).join(' ');
  const emitted = useRef(value);
  const change = useRef(onChange);
  change.current = onChange;
  const [source, setSource] = useState(false);
  const [linking, setLinking] = useState(false);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => isSafeLink(url),
          // The site adds target and rel to links out (RichText); the editor writes only href.
          HTMLAttributes: { target: null, rel: null },
        },
      }),
      // An image pasted without a text alternative is marked decorative until one is written.
      Image.extend({
        addAttributes() {
          return { ...this.parent?.(), alt: { default: '' } };
        },
      }).configure({ allowBase64: true }),
    ],
    content: value,
    editable: !isReadOnly,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id: editorId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(errorMessage ? { 'aria-invalid': 'true' } : {}),
        ...(isRequired ? { 'aria-required': 'true' } : {}),
        ...(isReadOnly ? { 'aria-readonly': 'true' } : {}),
      },
      transformPastedHTML: cleanMarkup,
    },
    onUpdate: ({ editor: current }) => {
      const html = outputOf(current);
      emitted.current = html;
      change.current?.(html);
    },
  });

  // A value from outside (a restored draft, the record loaded again) replaces the content.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!isReadOnly);
  }, [editor, isReadOnly]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(
        TOOLS.map((tool) => [
          tool.key,
          {
            active: current && tool.active ? tool.active(current) : undefined,
            enabled: current ? (tool.enabled?.(current) ?? true) : false,
          },
        ]),
      ) as Record<string, { active: boolean | undefined; enabled: boolean }>,
  });

  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
        {isReadOnly && `（${text.readOnly}）`}
      </span>
      {description && (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      )}
      <div className={styles.frame} data-invalid={errorMessage ? true : undefined}>
        {!isReadOnly && !source && editor && (
          <Toolbar
            tools={TOOLS}
            state={state}
            onRun={(tool) => (tool.key === 'link' ? setLinking(true) : tool.run(editor))}
          />
        )}
        {linking && editor && (
          <LinkForm
            initial={(editor.getAttributes('link') as { href?: string }).href ?? ''}
            onDone={(href) => {
              setLinking(false);
              const chain = editor.chain().focus().extendMarkRange('link');
              if (href) chain.setLink({ href }).run();
              else chain.run();
            }}
          />
        )}
        {source ? (
          <textarea
            className={styles.source}
            aria-label={text.sourceLabel(label)}
            aria-describedby={`${ownId}-source-help`}
            value={value}
            readOnly={isReadOnly}
            onChange={(event) => {
              emitted.current = event.target.value;
              onChange?.(event.target.value);
            }}
            onBlur={(event) => {
              const clean = cleanMarkup(event.target.value);
              if (clean !== event.target.value) onChange?.(clean);
            }}
          />
        ) : (
          <div className={styles.content} data-readonly={isReadOnly ? true : undefined}>
            <EditorContent editor={editor} />
          </div>
        )}
      </div>
      {!isReadOnly && (
        <label className={styles.sourceToggle}>
          <input
            type="checkbox"
            checked={source}
            onChange={(event) => {
              setSource(event.target.checked);
              if (!event.target.checked) editor?.commands.setContent(value, { emitUpdate: false });
            }}
          />
          {text.source}
        </label>
      )}
      {source && (
        <span id={`${ownId}-source-help`} className={styles.description}>
          {text.sourceHelp}
        </span>
      )}
      {errorMessage && (
        <span id={errorId} className={styles.error}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}

/** The format buttons, one tab stop: arrows, Home and End move between them (WAI-ARIA toolbar). */
function Toolbar({
  tools,
  state,
  onRun,
}: {
  tools: Tool[];
  state: Record<string, { active: boolean | undefined; enabled: boolean }>;
  onRun: (tool: Tool) => void;
}) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent) => {
    const last = tools.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  return (
    <div role="toolbar" aria-label={text.toolbar} className={styles.toolbar} onKeyDown={move}>
      {tools.map((tool, index) => {
        const { active, enabled } = state[tool.key] ?? { active: undefined, enabled: false };
        return (
          <button
            key={tool.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className={styles.tool}
            tabIndex={index === current ? 0 : -1}
            aria-pressed={active}
            // Disabled buttons stay focusable in a toolbar (aria-disabled), so arrows pass over them.
            aria-disabled={enabled ? undefined : true}
            onFocus={() => setCurrent(index)}
            // Keep the editor's selection: the button does not take it on a mouse press.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => enabled && onRun(tool)}
          >
            {tool.label}
          </button>
        );
      })}
    </div>
  );
}

/** The address of a link, checked against what the site keeps. */
function LinkForm({ initial, onDone }: { initial: string; onDone: (href: string | null) => void }) {
  const [href, setHref] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const field = useRef<HTMLInputElement>(null);
  // Opened from the toolbar: the address is what the operator types next.
  useEffect(() => field.current?.focus(), []);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!isSafeLink(href)) {
      setError(text.linkInvalid);
      return;
    }
    onDone(href.trim());
  };
  // Not a <form>: the editor sits inside the page's form, and forms do not nest.
  return (
    <div className={styles.linkForm} role="group" aria-label={text.link}>
      <label htmlFor={inputId}>
        {text.linkUrl}
        <input
          id={inputId}
          type="url"
          inputMode="url"
          ref={field}
          value={href}
          aria-describedby={`${inputId}-help${error ? ` ${inputId}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setHref(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit(event);
            if (event.key === 'Escape') onDone(null);
          }}
        />
      </label>
      <span id={`${inputId}-help`} className={styles.description}>
        {text.linkHelp}
      </span>
      <button type="button" className={styles.tool} onClick={() => submit()}>
        {text.linkSet}
      </button>
      <button type="button" className={styles.tool} onClick={() => onDone(null)}>
        {text.linkCancel}
      </button>
      {error && (
        <span id={`${inputId}-error`} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
