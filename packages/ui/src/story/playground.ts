// The Playground story every component's story file ends with: the meta's args, every prop
// editable in the Controls panel. A prop that takes structured data (a list, an object, a React
// element, a date) gets a select of the data the file's other stories use, labelled by story,
// instead of a raw JSON editor; strings, numbers, booleans and unions keep their usual controls.

type WithArgs = { args?: object };

const startCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2');

const isStructured = (value: unknown) => typeof value === 'object' && value !== null;

/** The same data, even when two stories built it separately. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

export function playground<S extends object>(meta: object, stories: Record<string, S>): S {
  const base = ((meta as WithArgs).args ?? {}) as Record<string, unknown>;
  const variants: [string, Record<string, unknown>][] = [
    ['標準', base],
    ...Object.entries(stories).map(
      ([name, story]) =>
        [startCase(name), { ...base, ...((story as WithArgs).args ?? {}) }] as [
          string,
          Record<string, unknown>,
        ],
    ),
  ];
  const keys = new Set(variants.flatMap(([, args]) => Object.keys(args)));
  const args: Record<string, unknown> = {};
  const argTypes: Record<string, object> = {};
  for (const key of keys) {
    if (!variants.some(([, variant]) => isStructured(variant[key]))) continue;
    const mapping: Record<string, unknown> = {};
    for (const [label, variant] of variants) {
      const value = variant[key];
      if (value === undefined) continue;
      if (!Object.values(mapping).some((known) => sameData(known, value))) mapping[label] = value;
    }
    const options = Object.keys(mapping);
    argTypes[key] = { options, mapping, control: { type: 'select' } };
    const initial = options.find((label) => sameData(mapping[label], base[key]));
    if (initial) args[key] = initial;
  }
  return {
    args,
    argTypes,
    parameters: {
      docs: {
        description: {
          story:
            'すべての props を操作パネル（Controls）で変えられます。一覧や画像などのデータは、このファイルの他のストーリーのデータから選びます。',
        },
      },
    },
  } as unknown as S;
  // The story adds `tags: ['no-visual']` itself (Storybook reads tags from the source): the
  // Playground shows the meta's args, whose picture the other stories already hold.
}
