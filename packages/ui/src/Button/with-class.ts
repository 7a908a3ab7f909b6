/** The component's own class plus an optional one from the caller (layout only: margins, width). */
export function withClass(own: string | undefined, extra?: string): string {
  return extra ? `${own ?? ''} ${extra}` : (own ?? '');
}
