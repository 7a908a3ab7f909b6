/**
 * How the charts tell series apart without colour alone: each has a fill pattern (solid, stripes,
 * dots) as well as a colour, and its name in the legend and tooltip. The colours are the brand's
 * ink colours and the text colour, which the theme keeps at 4.5:1 or more against the page (so the
 * 3:1 that graphics need holds on every brand palette); striped and dotted bars carry an outline of
 * their colour.
 */
export const seriesStyles = {
  solid: { color: 'var(--brand-main-ink)' },
  stripes: { color: 'var(--brand-secondary-ink)' },
  dots: { color: 'var(--color-text)' },
} as const;
export type SeriesStyle = keyof typeof seriesStyles;

/** The `fill` of a series drawn with `style`, on the chart whose patterns carry `prefix`. */
export const fillOf = (prefix: string, style: SeriesStyle) =>
  style === 'solid' ? seriesStyles.solid.color : `url(#${prefix}-${style})`;

/** The patterns, inside a chart's SVG (ids start with `prefix`, unique on the page). */
export function SeriesPatterns({ prefix }: { prefix: string }) {
  return (
    <defs>
      <pattern
        id={`${prefix}-stripes`}
        width="6"
        height="6"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect width="6" height="6" fill="var(--color-bg)" />
        <rect width="3" height="6" fill={seriesStyles.stripes.color} />
      </pattern>
      <pattern id={`${prefix}-dots`} width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" fill="var(--color-bg)" />
        <circle cx="3" cy="3" r="1.75" fill={seriesStyles.dots.color} />
      </pattern>
    </defs>
  );
}
