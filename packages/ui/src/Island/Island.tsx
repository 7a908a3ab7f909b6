import type { ReactNode } from 'react';

/** The attribute that marks an island in server HTML; its value is the island's name. */
export const ISLAND_ATTRIBUTE = 'data-island';
/** The attribute that carries the island's props, as JSON. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

export type IslandProps<P> = {
  /** 島の名前（ブラウザーが読み込む部品を決めます）。 The island's name: which component the browser hydrates. */
  name: string;
  /** 部品に渡す値（JSON にできるもの）。 The component's props, as JSON-serialisable data. */
  props: P;
  /** `props` で描いた部品そのもの。 The component, rendered with exactly `props`. */
  children: ReactNode;
};

/**
 * サーバーが描いたページのうち、ブラウザーで動く部分（島）の目印。中身は `props` で描いた部品で、ブラウザーは同じ部品を同じ値で描き直さずにつなぎます（hydrate）。
 *
 * An island: the interactive part of a server-rendered page. It wraps the component rendered with
 * `props` in an element that names the island and carries the props as JSON, so a page whose
 * other parts stay server HTML can hydrate just this component, with the same props, in place
 * (the site's islands client). The wrapper takes no room of its own (`display: contents`, in the
 * global styles). Rendered by the whole app too, so the page's markup is the same either way.
 */
export function Island<P>({ name, props, children }: IslandProps<P>) {
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }}>{children}</div>
  );
}

/** The islands of a document (in document order), with their names and props. */
export const findIslands = (
  root: ParentNode = document,
): { element: HTMLElement; name: string; props: unknown }[] =>
  [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].map((element) => ({
    element,
    name: element.getAttribute(ISLAND_ATTRIBUTE) ?? '',
    props: JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? 'null') as unknown,
  }));
