// The docs page of every ui component (autodocs): what it is and how to use it (the JSDoc above
// the story file's meta), the initial state, the props table with Japanese descriptions (JSDoc of
// each prop), the messages it shows on its own, then every story.
import {
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';

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

function MessagesTable() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const groups = (preparedMeta.parameters?.docs?.messages ?? {}) as Record<string, Messages>;
  const rows = Object.entries(groups).flatMap(([group, messages]) =>
    Object.entries(messages)
      .map(([key, value]): readonly [string, string | null] => [`${group}.${key}`, sample(value)])
      .filter((row): row is readonly [string, string] => row[1] !== null),
  );
  if (rows.length === 0) return null;
  return (
    <>
      <h2 id="messages">表示する文言</h2>
      <p>
        このコンポーネントが自分で表示する文言です（packages/ui/src/messages/）。それ以外の文言は props
        で渡します。◯ には値が入ります。
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

export function ComponentDocsPage() {
  return (
    <>
      <Title />
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
