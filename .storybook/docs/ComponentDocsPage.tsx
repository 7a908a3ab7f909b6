// The docs page of every ui component (autodocs): what it is and how to use it (the JSDoc above
// the story file's meta, else the component's), the initial state, the props table with Japanese descriptions (JSDoc of each prop), the
// messages it shows on its own, then every story.
import { Controls, Markdown, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import { useEffect, useState, type ReactNode } from 'react';
import { InBrand } from './tokens.tsx';

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
 * helpers of its folder it imports, but not the other components sharing its folder.
 */
function useComponentSource(storyFile: string | undefined) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    const match = /packages\/ui\/src\/([^/]+)\/([^/]+)\.stories\.tsx$/.exec(storyFile ?? '');
    if (!match) return;
    const [, folder, name] = match;
    const inFolder = (file: string) => `../../packages/ui/src/${folder}/${file}`;
    const main = sources[inFolder(`${name}.tsx`)];
    let live = true;
    void (async () => {
      const text = (await main?.()) ?? '';
      // The folder's helpers the component imports (`./card.ts`), where some of its text is chosen.
      const helpers = [...text.matchAll(/from '\.\/([\w-]+\.ts)'/g)]
        .map(([, file]) => sources[inFolder(file!)])
        .filter((load) => load !== undefined);
      const more = await Promise.all(helpers.map((load) => load()));
      if (live) setSource([text, ...more].join('\n'));
    })();
    return () => {
      live = false;
    };
  }, [storyFile]);
  return source;
}

/** What a component's code takes from the message modules (packages/ui/src/messages/). */
type Uses = { keys: Set<string>; indexed: Set<string> };

/**
 * The messages the code names: imported by name (`import { soldOut } from '../messages/shop.ts'`),
 * read from a module's object or an alias of it (`shopText.soldOut`, `const t = cardFormText;
 * t.legend`, `const { back } = cardFormText`), or read by a computed key (`orderStatusText[status]`:
 * any message of that module). Comments are left out.
 */
function messageUses(source: string): Uses {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const keys = new Set<string>();
  const objects = new Map<string, string>();
  for (const [, names] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'\.\.\/messages\/[^']+'/g)) {
    for (const name of names!.split(',').map((part) => part.trim().split(/\s+as\s+/))) {
      if (!name[0]) continue;
      keys.add(name[0]);
      objects.set(name[1] ?? name[0], name[0]);
    }
  }
  for (const [, alias, object] of code.matchAll(/const\s+(\w+)\s*=\s*(\w+)\s*;/g)) {
    if (objects.has(object!)) objects.set(alias!, objects.get(object!)!);
  }
  const indexed = new Set<string>();
  for (const [local, object] of objects) {
    for (const [, key] of code.matchAll(new RegExp(`\\b${local}\\.(\\w+)`, 'g'))) keys.add(key!);
    if (new RegExp(`\\b${local}\\[`).test(code)) indexed.add(object);
    for (const [, names] of code.matchAll(new RegExp(`const\\s*\\{([^}]*)\\}\\s*=\\s*${local}\\b`, 'g')))
      for (const name of names!.split(',')) keys.add(name.trim().split(/\s*:/)[0]!);
  }
  return { keys, indexed };
}

/** Whether the code can show `group.key`: it names the key, or reads the group by computed key. */
const canShow = (uses: Uses, group: string, key: string) =>
  uses.keys.has(key) || uses.indexed.has(`${camel(group)}Text`);

function MessagesTable() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const groups = (preparedMeta.parameters?.docs?.messages ?? {}) as Record<string, Messages>;
  const source = useComponentSource(preparedMeta.parameters?.fileName as string | undefined);
  const uses = source === null ? null : messageUses(source);
  // Only the messages the component's code uses: a story names a module, the code picks from it.
  const rows = Object.entries(groups).flatMap(([group, messages]) =>
    Object.entries(messages)
      .filter(([key]) => uses === null || canShow(uses, group, key))
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

/** Rendered examples a story file gives its do and don't panels (`parameters.docs.doDont`). */
type DoDontExamples = { do?: () => ReactNode; dont?: () => ReactNode };

type Rule = { kind: 'do' | 'dont'; text: string };

/**
 * The component's description (its JSDoc) split in two: the prose, and the rules written as
 * `- する: …` / `- しない: …` lines (a rule may go on over the following indented lines).
 */
function splitRules(description: string): { prose: string; rules: Rule[] } {
  const prose: string[] = [];
  const rules: Rule[] = [];
  let inRule = false;
  for (const line of description.split('\n')) {
    const rule = /^- (する|しない): (.*)$/.exec(line);
    if (rule) rules.push({ kind: rule[1] === 'する' ? 'do' : 'dont', text: rule[2]! });
    else if (inRule && /^\s+\S/.test(line)) rules.at(-1)!.text += ` ${line.trim()}`;
    else prose.push(line);
    inRule = Boolean(rule) || (inRule && /^\s+\S/.test(line));
  }
  return { prose: prose.join('\n').replace(/\n{3,}/g, '\n\n'), rules };
}

const PANEL = {
  do: { label: 'する（Do）', border: '#1e7a3c', background: '#f0f8f2' },
  dont: { label: 'しない（Don’t）', border: '#b3261e', background: '#fdf2f1' },
} as const;

function RulePanel({
  kind,
  rules,
  example,
}: {
  kind: Rule['kind'];
  rules: Rule[];
  example?: () => ReactNode;
}) {
  if (rules.length === 0 && !example) return null;
  const look = PANEL[kind];
  return (
    <section
      aria-label={look.label}
      style={{ border: `2px solid ${look.border}`, borderRadius: 8, overflow: 'hidden', background: '#fff' }}
    >
      <h3
        style={{
          margin: 0,
          padding: '6px 12px',
          background: look.background,
          color: look.border,
          fontSize: 16,
        }}
      >
        {look.label}
      </h3>
      {example ? (
        <div style={{ padding: 16, borderBottom: '1px solid #dcdce0' }}>
          <InBrand caption={false}>{example()}</InBrand>
        </div>
      ) : null}
      <ul style={{ margin: 0, padding: '8px 12px 8px 28px' }}>
        {rules.map((rule) => (
          <li key={rule.text}>
            <Markdown>{rule.text}</Markdown>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The description, then its do and don't rules as two labelled panels with rendered examples. */
function Guidance() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const docs = preparedMeta.parameters?.docs as
    | {
        description?: { component?: string };
        extractComponentDescription?: (component: unknown, context: unknown) => string | null;
        doDont?: DoDontExamples;
      }
    | undefined;
  const description =
    docs?.description?.component ??
    docs?.extractComponentDescription?.(preparedMeta.component, {
      component: preparedMeta.component,
      parameters: preparedMeta.parameters,
    }) ??
    '';
  const { prose, rules } = splitRules(description);
  const examples = docs?.doDont ?? {};
  return (
    <>
      {prose.trim() ? <Markdown>{prose}</Markdown> : null}
      {rules.length > 0 || examples.do || examples.dont ? (
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
            gap: 16,
            margin: '16px 0 24px',
          }}
        >
          <RulePanel kind="do" rules={rules.filter((r) => r.kind === 'do')} example={examples.do} />
          <RulePanel kind="dont" rules={rules.filter((r) => r.kind === 'dont')} example={examples.dont} />
        </div>
      ) : null}
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
      <Guidance />
      <Primary />
      <h2 id="props">Props</h2>
      <Controls />
      <MessagesTable />
      <Stories title="ストーリー" />
    </>
  );
}
