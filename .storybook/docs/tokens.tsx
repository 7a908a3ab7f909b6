// Blocks of the Design tokens page, rendered from packages/ui/src/theme/tokens.css itself (read
// as text at build time), so the page can never show a value the kit does not use. Colours are
// those of the brand chosen in the toolbar (a preset or typed colours), derived by the ui theme's
// own brandThemeVariables, as the site derives them from its web specification.
import { DocsContext } from '@storybook/addon-docs/blocks';
import { brandThemeVariables, contrastRatio, parseHex, ThemeScope } from '@fanclub/ui/theme';
import { GLOBALS_UPDATED } from 'storybook/internal/core-events';
import tokensCss from '../../packages/ui/src/theme/tokens.css?raw';
import { useContext, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import {
  brandChecks,
  DEMO_BRAND,
  presetColors,
  resolveBrand,
  sectionChecks,
  type BrandGlobals,
} from '../brand.ts';

type Token = { name: string; value: string; comment?: string };

/** Every custom property of tokens.css, in file order, with its trailing comment if any. */
export const tokens: Token[] = [
  ...tokensCss.matchAll(/(--[\w-]+):\s*([^;]+);(?:\s*\/\*\s*(.*?)\s*\*\/)?/g),
].map(([, name, value, comment]) => ({ name: name!, value: value!.trim(), comment }));

type PreviewWindow = { __STORYBOOK_PREVIEW__?: { storyStore?: { userGlobals?: { get(): unknown } } } };

/** The toolbar's globals now, then each change (a docs page gets no story context to read them). */
function useBrand() {
  const { channel } = useContext(DocsContext);
  const [globals, setGlobals] = useState(
    () =>
      ((window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStore?.userGlobals?.get() ?? {}) as BrandGlobals,
  );
  useEffect(() => {
    const update = (event: { globals: BrandGlobals }) => setGlobals(event.globals);
    channel.on(GLOBALS_UPDATED, update);
    return () => channel.off(GLOBALS_UPDATED, update);
  }, [channel]);
  const { colors, sections, isDemo } = resolveBrand(globals, DEMO_BRAND);
  const preset = presetColors(DEMO_BRAND)[globals.brand ?? 'webSpec'];
  const label = isDemo || !globals.brandMain ? (preset?.label ?? 'デモのWeb仕様') : '入力した色';
  return { colors, sections, label };
}

/** The chosen brand's colours over the page's part, and a line saying which brand it is. */
export function InBrand({ children, caption = true }: { children: ReactNode; caption?: boolean }) {
  const { colors, label } = useBrand();
  if (!caption) return <ThemeScope webSpec={colors}>{children}</ThemeScope>;
  return (
    <ThemeScope webSpec={colors}>
      <p style={{ margin: '0 0 8px', fontSize: 14 }}>
        見本のブランド: {label}（メイン <code>{colors.mainColor}</code>、サブ{' '}
        <code>{colors.secondaryColor}</code>）
      </p>
      {children}
    </ThemeScope>
  );
}

const byPrefix = (...prefixes: string[]) =>
  tokens.filter((token) => prefixes.some((prefix) => token.name.startsWith(prefix)));

const cell: CSSProperties = {
  padding: '6px 8px',
  borderBottom: '1px solid #dcdce0',
  verticalAlign: 'middle',
};

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col" style={{ ...cell, textAlign: 'left' }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** The first two cells of every row: the token's name and its value in tokens.css. */
function NameAndValue({ token }: { token: Token }) {
  return (
    <>
      <td style={cell}>
        <code>{token.name}</code>
      </td>
      <td style={cell}>
        <code>{token.value}</code>
      </td>
    </>
  );
}

const hex = (value: string) => (parseHex(value) ? value : null);
const ratio = (a: string, b: string) => contrastRatio(parseHex(a)!, parseHex(b)!);

/** Which token a colour is read against (to give its contrast ratio), and what it needs. */
function pairOf(name: string): { partner: string; needs: number | null } {
  // A brand surface and its hover state carry their own text colour.
  const surface = /^--brand-(main|secondary)(-hover)?$/.exec(name);
  if (surface) return { partner: `--brand-on-${surface[1]}${surface[2] ?? ''}`, needs: 4.5 };
  if (name.startsWith('--brand-on-')) return { partner: name.replace('--brand-on-', '--brand-'), needs: 4.5 };
  if (name === '--color-on-strong') return { partner: '--brand-main', needs: 4.5 };
  if (name.endsWith('-tint') || name === '--color-bg' || name.startsWith('--color-surface'))
    return { partner: '--color-text', needs: 4.5 };
  // Borders that mark a control need 3:1 (WCAG 1.4.11); a subtle divider is decoration and a
  // disabled control is exempt, so their ratios are shown without a target.
  if (name === '--color-border') return { partner: '--color-bg', needs: 3 };
  if (name === '--color-border-subtle' || name === '--color-disabled')
    return { partner: '--color-bg', needs: null };
  return { partner: '--color-bg', needs: 4.5 };
}

function Ratio({ value, needs }: { value: number; needs: number | null }) {
  if (needs === null) return <span>{value.toFixed(2)}:1（基準の対象外）</span>;
  const ok = value >= needs;
  return (
    <span style={{ fontWeight: 700, color: ok ? '#1e7a3c' : '#b3261e' }}>
      {value.toFixed(2)}:1 {ok ? '' : `（${needs}:1 未満）`}
    </span>
  );
}

/**
 * Colour swatches in the toolbar's brand, each with its value in that brand (and in tokens.css when
 * the brand changes it) and its contrast against what it is drawn on or under, computed from the
 * brand's values.
 */
export function ColorTokens() {
  const { colors } = useBrand();
  const defaults = Object.fromEntries(tokens.map((t) => [t.name, t.value]));
  const values: Record<string, string> = { ...defaults, ...brandThemeVariables(colors) };
  return (
    <InBrand>
      <Table head={['見本', 'トークン', '値', 'コントラスト（相手）']}>
        {byPrefix('--brand-', '--color-').map((token) => {
          const value = values[token.name] ?? token.value;
          const colour = hex(value);
          const { partner, needs } = pairOf(token.name);
          const partnerValue = hex(values[partner] ?? '');
          return (
            <tr key={token.name}>
              <td style={cell}>
                <span
                  style={{
                    display: 'inline-block',
                    width: 48,
                    height: 32,
                    borderRadius: 4,
                    border: '1px solid #8a8a94',
                    background: `var(${token.name})`,
                  }}
                />
              </td>
              <td style={cell}>
                <code>{token.name}</code>
              </td>
              <td style={cell}>
                <code>{value}</code>
                {value !== token.value ? (
                  <>
                    <br />
                    <small>
                      tokens.css: <code>{token.value}</code>
                    </small>
                  </>
                ) : null}
              </td>
              <td style={cell}>
                {colour && partnerValue && partner !== token.name ? (
                  <>
                    <Ratio value={ratio(colour, partnerValue)} needs={needs} /> <code>{partner}</code>
                  </>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          );
        })}
      </Table>
    </InBrand>
  );
}

const SAMPLE = 'ファンクラブ会員限定のライブ先行受付を開始しました。';

export function TypeScale() {
  return (
    <Table head={['トークン', '値', '見本']}>
      {byPrefix('--font-size-').map((token) => (
        <tr key={token.name}>
          <NameAndValue token={token} />
          <td style={{ ...cell, fontSize: `var(${token.name})`, lineHeight: 'var(--line-height)' }}>
            {SAMPLE}
          </td>
        </tr>
      ))}
      {byPrefix('--font-family', '--font-weight', '--line-height').map((token) => (
        <tr key={token.name}>
          <NameAndValue token={token} />
          <td
            style={{
              ...cell,
              fontFamily: token.name === '--font-family' ? `var(${token.name})` : undefined,
              fontWeight: token.name === '--font-weight-bold' ? 'var(--font-weight-bold)' : undefined,
              lineHeight: token.name === '--line-height' ? 'var(--line-height)' : undefined,
            }}
          >
            {token.name === '--line-height' ? `${SAMPLE}${SAMPLE}${SAMPLE}` : SAMPLE}
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Name, value and a sample drawn with the token, for each token with one of the prefixes. */
function SampleTable({ prefixes, sample }: { prefixes: string[]; sample: (name: string) => CSSProperties }) {
  return (
    <InBrand>
      <Table head={['トークン', '値', '見本']}>
        {byPrefix(...prefixes).map((token) => (
          <tr key={token.name}>
            <NameAndValue token={token} />
            <td style={{ ...cell, padding: 16 }}>
              <span style={{ display: 'inline-block', ...sample(token.name) }} />
            </td>
          </tr>
        ))}
      </Table>
    </InBrand>
  );
}

export const SpacingTokens = () => (
  <SampleTable
    prefixes={['--space-']}
    sample={(name) => ({ height: 16, width: `var(${name})`, background: 'var(--brand-main)' })}
  />
);

export const RadiusTokens = () => (
  <SampleTable
    prefixes={['--radius-']}
    sample={(name) => ({
      width: 64,
      height: 40,
      borderRadius: `var(${name})`,
      border: '2px solid var(--color-border)',
      background: 'var(--color-surface)',
    })}
  />
);

export const ShadowTokens = () => (
  <SampleTable
    prefixes={['--shadow-', '--focus-ring']}
    sample={(name) => ({
      width: 96,
      height: 48,
      borderRadius: 'var(--radius-md)',
      background: 'var(--color-surface-raised)',
      boxShadow: `var(${name})`,
    })}
  />
);

/** Durations and the layout sizes (control height, content width, header height). */
export function MotionAndSizeTokens() {
  return (
    <Table head={['トークン', '値', '用途']}>
      {byPrefix('--duration-', '--control-height', '--content-width', '--header-height').map((token) => (
        <tr key={token.name}>
          <NameAndValue token={token} />
          <td style={cell}>{token.comment ?? ''}</td>
        </tr>
      ))}
    </Table>
  );
}

/**
 * The pairings the kit paints with the chosen brand (the toolbar's preset or typed colours, and
 * typed section colours), each drawn in its colours with its ratio against what it needs.
 */
export function BrandContrast() {
  const { colors, sections } = useBrand();
  const checks = [...brandChecks(colors), ...sectionChecks(sections)];
  return (
    <InBrand>
      <Table head={['見本', '組み合わせ', '文字 / 背景', 'コントラスト']}>
        {checks.map((check) => (
          <tr key={check.label}>
            <td style={cell}>
              <span
                style={{
                  display: 'inline-block',
                  padding: '4px 12px',
                  borderRadius: 4,
                  border: '1px solid #8a8a94',
                  color: check.foreground,
                  background: check.background,
                }}
              >
                会員登録
              </span>
            </td>
            <td style={cell}>
              {check.label}
              {check.advice && check.ratio < check.needs ? (
                <>
                  <br />
                  <small>{check.advice}</small>
                </>
              ) : null}
            </td>
            <td style={cell}>
              <code>{check.foreground}</code> / <code>{check.background}</code>
            </td>
            <td style={cell}>
              <Ratio value={check.ratio} needs={check.needs} />
            </td>
          </tr>
        ))}
      </Table>
    </InBrand>
  );
}
