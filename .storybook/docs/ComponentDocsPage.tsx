// The docs page of every ui component (autodocs): what it is and how to use it (the component's
// JSDoc), the initial state, the props table with Japanese descriptions (JSDoc of each prop), the
// messages it shows on its own, then every story.
import {
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { useEffect, useState } from 'react';

/** `order_status` as `orderStatus`: the group's name as its module's `…Text` export spells it. */
const camel = (name: string) => name.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

/** A message module's entries (`shopText` and the like): strings, or templates taking values. */
type Messages = Record<string, unknown>;

// A template is shown with ◯ for each value it takes: 「残り◯点」.
function sample(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'function') {
    try {
      const text = (value as (...args: string[]) => unknown)(
        ...Array.from({ length: value.length || 1 }, () => '◯'),
      );
      return typeof text === 'string' ? text : null;
    } catch {
      return null;
    }
  }
  return null;
}

// The ui components' own code (not stories or tests), read as text when a docs page asks for it.
const sources = import.meta.glob<string>(
  [
    '../../packages/ui/src/*/*.{ts,tsx}',
    '!../../packages/ui/src/*/*.stories.tsx',
    '!../../packages/ui/src/*/*.test.{ts,tsx}',
    '!../../packages/ui/src/messages/*',
  ],
  { query: '?raw', import: 'default' },
);

/**
 * The code of the component a story file documents: `X.tsx` beside `X.stories.tsx` and the
 * folder's helpers (`.ts` files), but not the other components sharing its folder.
 */
function useComponentSource(storyFile: string | undefined) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    const match = /packages\/ui\/src\/([^/]+)\/([^/]+)\.stories\.tsx$/.exec(storyFile ?? '');
    if (!match) return;
    const [, folder, name] = match;
    const files = Object.keys(sources).filter(
      (path) => path.includes(`/src/${folder}/`) && (path.endsWith(`/${name}.tsx`) || path.endsWith('.ts')),
    );
    let live = true;
    void Promise.all(files.map((path) => sources[path]!())).then((texts) => {
      if (live) setSource(texts.join('\n'));
    });
    return () => {
      live = false;
    };
  }, [storyFile]);
  return source;
}

/**
 * Whether the component's code can show a message: it names the key (a named import, `text.key`,
 * a key listed in its own table of states) or reads its module by a computed key
 * (`orderStatusText[status]`), which can show any of the module's messages.
 */
function canShow(source: string, key: string, messages: Messages, group: string) {
  if (new RegExp(`\\b${key}\\b`).test(source)) return true;
  return Object.keys(messages).length > 0 && new RegExp(`\\b${group}Text\\[`).test(source);
}

function MessagesTable() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const groups = (preparedMeta.parameters?.docs?.messages ?? {}) as Record<string, Messages>;
  const source = useComponentSource(preparedMeta.parameters?.fileName as string | undefined);
  // Only the messages the component's code uses: a story names a module, the code picks from it.
  const rows = Object.entries(groups).flatMap(([group, messages]) =>
    Object.entries(messages)
      .filter(([key]) => source === null || canShow(source, key, messages, camel(group)))
      .map(([key, value]): readonly [string, string | null] => [`${group}.${key}`, sample(value)])
      .filter((row): row is readonly [string, string] => row[1] !== null),
  );
  if (rows.length === 0) return null;
  return (
    <>
      <h2 id="messages">表示する文言</h2>
      <p>
        このコンポーネントのコードが使う文言だけを、packages/ui/src/messages/
        から拾って並べています。それ以外の文言は props で渡します。中に置く部品（Price、Badge
        など）の文言はその部品のページにあります。◯ には値が入ります。
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">キー</th>
            <th scope="col">文言</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, text]) => (
            <tr key={key}>
              <td>
                <code>{key}</code>
              </td>
              <td>{text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

const STATUS = {
  stable: { label: '安定（stable）', text: 'そのまま使えます。props を変えるときは互換を保ちます。' },
  beta: { label: 'ベータ（beta）', text: '使えますが、props や見た目がまだ変わることがあります。' },
  deprecated: {
    label: '非推奨（deprecated）',
    text: '新しい画面では使わないでください。説明にある代わりの部品を使います。',
  },
} as const;

/** The component's status (a tag of its story file: stable, beta or deprecated), in words. */
function Status() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const status = (Object.keys(STATUS) as (keyof typeof STATUS)[]).find((tag) =>
    preparedMeta.tags?.includes(tag),
  );
  if (!status) return null;
  return (
    <p>
      <strong>状態: {STATUS[status].label}</strong> — {STATUS[status].text}
    </p>
  );
}

export function ComponentDocsPage() {
  return (
    <>
      <Title />
      <Status />
      <Subtitle />
      <Description />
      <Primary />
      <h2 id="props">Props</h2>
      <Controls />
      <MessagesTable />
      <Stories title="ストーリー" />
    </>
  );
}
