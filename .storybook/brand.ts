// The workshop's brand preview, shared by the toolbar (manager.tsx) and the preview (preview.tsx).
// Colours become the palette through the ui theme's own functions (brandThemeVariables,
// sectionSurfaceVariables): what a designer sees here is what the site derives from the web spec.
import {
  brandThemeVariables,
  BRAND_PALETTES,
  contrastRatio,
  parseHex,
  sectionSurfaceVariables,
  type BrandColors,
} from '@fanclub/ui/theme';
import { fixtures } from '@fanclub/fixtures';

/** The demo web specification's colours: the toolbar's first preset, what the fake backend serves. */
export const DEMO_BRAND: BrandColors = {
  mainColor: fixtures.webSpecification.mainColor,
  secondaryColor: fixtures.webSpecification.secondaryColor,
};

/** The web spec's sections (spec section 3), in the order the spec lists them. */
export const SECTION_NAMES = {
  profile: 'プロフィール',
  topic: 'トピック',
  news: 'ニュース',
  schedule: 'スケジュール',
  blog: 'ブログ',
  product: '商品',
  discography: 'ディスコグラフィー',
  header: 'ヘッダー',
  footer: 'フッター',
  background: '背景',
} as const;
export type SectionName = keyof typeof SECTION_NAMES;

/**
 * The globals the toolbar writes: `brandMain` / `brandSecondary` override the preset palette's
 * colours; `brandSections` holds section colours as `footer:#2b2540;news:#f3f7ff`. Empty means
 * the preset's own value. Strings, so they survive in the URL and a link shares the preview.
 */
export type BrandGlobals = {
  brand?: string;
  brandMain?: string;
  brandSecondary?: string;
  brandSections?: string;
};

export const parseSections = (value: string | undefined): Partial<Record<SectionName, string>> => {
  const sections: Partial<Record<SectionName, string>> = {};
  for (const part of (value ?? '').split(';')) {
    const [name, colour] = part.split(':');
    if (name && name in SECTION_NAMES && colour && parseHex(colour)) {
      sections[name as SectionName] = normalise(colour);
    }
  }
  return sections;
};

export const formatSections = (sections: Partial<Record<SectionName, string>>): string =>
  Object.entries(sections)
    .filter(([, colour]) => colour)
    .map(([name, colour]) => `${name}:${colour}`)
    .join(';');

/** `#ABC` or `abc` as `#aabbcc`; anything else unchanged (the caller checks with parseHex). */
export function normalise(colour: string): string {
  const rgb = parseHex(colour);
  if (!rgb) return colour;
  return `#${[rgb.r, rgb.g, rgb.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2.2 AA: body text 4.5:1 (1.4.3); boundaries of controls and icons 3:1 (1.4.11). */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

export type ContrastCheck = {
  label: string;
  foreground: string;
  background: string;
  ratio: number;
  /** The ratio this pairing needs. */
  needs: number;
  /** What a designer should know when the pairing is short of `needs`. */
  advice?: string;
};

const check = (
  label: string,
  foreground: string,
  background: string,
  needs: number,
  advice?: string,
): ContrastCheck => ({
  label,
  foreground,
  background,
  ratio: contrastRatio(parseHex(foreground)!, parseHex(background)!),
  needs,
  advice,
});

/** The pairings the kit paints with one brand colour, as brandThemeVariables derives them. */
export function brandChecks(colors: BrandColors): ContrastCheck[] {
  const v = brandThemeVariables(colors);
  return (['main', 'secondary'] as const).flatMap((name) => {
    const label = name === 'main' ? 'メイン' : 'サブ';
    const colour = v[`--brand-${name}`]!;
    const ink = v[`--brand-${name}-ink`]!;
    return [
      check(`${label}: ボタンの文字`, v[`--brand-on-${name}`]!, colour, AA_TEXT),
      check(
        `${label}: ホバー時のボタンの文字`,
        v[`--brand-on-${name}-hover`]!,
        v[`--brand-${name}-hover`]!,
        AA_TEXT,
      ),
      check(`${label}: 白地の文字・リンク・フォーカス枠`, ink, '#ffffff', AA_TEXT),
      check(
        `${label}: ブランドカラーそのものを白地の文字に`,
        colour,
        '#ffffff',
        AA_TEXT,
        ink === colour
          ? undefined
          : `文字には自動で濃くした ${ink} が使われます。デザインでこの色をそのまま文字色にしないでください。`,
      ),
      check(
        `${label}: 白地に置いたボタンの面`,
        colour,
        '#ffffff',
        AA_NON_TEXT,
        'ボタンの形が背景から見分けにくくなります。文字で操作は伝わりますが、枠線か影を足すか、濃い色を選んでください。',
      ),
    ];
  });
}

/** Each section colour with the text colours sectionSurfaceVariables picks for it. */
export function sectionChecks(sections: Partial<Record<SectionName, string>>): ContrastCheck[] {
  return (Object.keys(sections) as SectionName[]).flatMap((name) => {
    const surface = sectionSurfaceVariables(sections[name]);
    if (!surface) return [];
    return [
      check(`${SECTION_NAMES[name]}: 文字`, surface['--color-text']!, surface['--color-surface']!, AA_TEXT),
      check(
        `${SECTION_NAMES[name]}: 補足の文字`,
        surface['--color-text-muted']!,
        surface['--color-surface']!,
        AA_TEXT,
      ),
    ];
  });
}

/** The presets of the `brand` toolbar: the demo web spec's colours, then the library's palettes. */
export function presetColors(demo: BrandColors): Record<string, { label: string; colors: BrandColors }> {
  return { webSpec: { label: 'デモのWeb仕様', colors: demo }, ...BRAND_PALETTES };
}

/** The colours the workshop shows: the preset, with the toolbar's own colours over it. */
export function resolveBrand(globals: BrandGlobals, demo: BrandColors) {
  const presets = presetColors(demo);
  const preset = presets[globals.brand ?? ''] ?? presets.webSpec!;
  const own = (value: string | undefined) => (value && parseHex(value) ? normalise(value) : undefined);
  const colors: BrandColors = {
    mainColor: own(globals.brandMain) ?? preset.colors.mainColor,
    secondaryColor: own(globals.brandSecondary) ?? preset.colors.secondaryColor,
  };
  return {
    colors,
    sections: parseSections(globals.brandSections),
    /** Whether anything differs from the demo web spec the fake backend serves. */
    isDemo:
      (globals.brand ?? 'webSpec') === 'webSpec' &&
      !own(globals.brandMain) &&
      !own(globals.brandSecondary) &&
      !globals.brandSections,
  };
}
