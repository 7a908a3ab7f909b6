/**
 * The site's settings in the admin contract: the web specification (title, description, OG image,
 * favicon, the two brand colours, the sections' colours, social links). The owner writes it,
 * support reads it. The brand colours' contrast is judged by the one brand-colour module
 * (`format/brand-color.ts`), the same that themes the site.
 */
import { z } from 'zod';
import { webSpecificationSchema } from '../contract/entities.ts';
import { sectionKeys } from '../contract/values.ts';
import { displayText, optionalText, text, textUpTo } from '../contract/fields.ts';
import { bestTextOn, BLACK, contrastRatio, parseHex, TEXT_CONTRAST, WHITE } from '../format/brand-color.ts';
import { adminResource } from './define.ts';
import { imageUrlField } from './requests.ts';

export const siteSettingsMessages = {
  colour: '色は #RRGGBB の形（例: #c2185b）で入力してください。',
  link: 'URLは https:// から始まる形で入力してください。',
} as const;

const colourField = text().check(
  z.refine((value) => /^#[0-9a-fA-F]{6}$/.test(value), siteSettingsMessages.colour),
);
const linkField = optionalText(2000).check(
  z.refine((value) => value === null || /^https:\/\/[^\s]+$/.test(value), siteSettingsMessages.link),
);

export const sectionLabels: Record<(typeof sectionKeys)[number], string> = {
  profile: 'プロフィール',
  topic: 'トピック',
  news: 'ニュース',
  schedule: 'スケジュール',
  blog: 'ブログ',
  product: 'グッズ',
  discography: 'ディスコグラフィー',
  header: 'ヘッダー',
  footer: 'フッター',
  background: '背景',
};

export const webSpecificationBody = z.object({
  siteTitle: displayText(100),
  siteDescription: textUpTo(500),
  siteOGImage: imageUrlField,
  favicon: imageUrlField,
  /** The header's and the footer's logos; left out, they stay as they are. */
  logos: z.optional(z.object({ logoHeader: imageUrlField, logoFooter: imageUrlField })),
  /** The top page's first-view pictures (PC and phone); left out, they stay as they are. */
  firstViewImagePC: z.optional(imageUrlField),
  firstViewImageMobile: z.optional(imageUrlField),
  mainColor: colourField,
  secondaryColor: colourField,
  tiktokLink: linkField,
  instagramLink: linkField,
  xLink: linkField,
  youtubeLink: linkField,
  /** Each section's background colour, or null for the kit's own. */
  sectionColors: z.object(
    Object.fromEntries(sectionKeys.map((key) => [key, z.nullable(colourField)])) as Record<
      (typeof sectionKeys)[number],
      z.ZodNullable<typeof colourField>
    >,
  ),
});

export type WebSpecificationBody = z.input<typeof webSpecificationBody>;

/** One contrast finding for the editor's warning (WCAG AA, 4.5:1 for text). */
export type ContrastCheck = { label: string; ratio: number; ok: boolean };

const ratioOf = (a: { r: number; g: number; b: number }, b: { r: number; g: number; b: number }) =>
  Math.round(contrastRatio(a, b) * 100) / 100;

/**
 * How text reads on and in the brand colours: the label drawn on each colour (black or white,
 * whichever reads better), and each colour as text on white. A colour below 4.5:1 as text is
 * darkened by the site where it is text; the warning says so.
 */
export const brandContrastChecks = (colors: {
  mainColor: string;
  secondaryColor: string;
  sections?: Record<string, string | null>;
}): ContrastCheck[] => {
  const checks: ContrastCheck[] = [];
  const named = [
    ['メインカラー', colors.mainColor],
    ['サブカラー', colors.secondaryColor],
  ] as const;
  for (const [name, hex] of named) {
    const colour = parseHex(hex);
    if (!colour) continue;
    const onIt = ratioOf(bestTextOn(colour, [BLACK, WHITE]), colour);
    checks.push({ label: `${name}の上の文字`, ratio: onIt, ok: onIt >= TEXT_CONTRAST });
    const asText = ratioOf(colour, WHITE);
    checks.push({ label: `白地に${name}の文字`, ratio: asText, ok: asText >= TEXT_CONTRAST });
  }
  for (const [key, hex] of Object.entries(colors.sections ?? {})) {
    const colour = hex ? parseHex(hex) : null;
    if (!colour) continue;
    const onIt = ratioOf(bestTextOn(colour, [BLACK, WHITE]), colour);
    checks.push({
      label: `セクション「${sectionLabels[key as (typeof sectionKeys)[number]] ?? key}」の上の文字`,
      ratio: onIt,
      ok: onIt >= TEXT_CONTRAST,
    });
  }
  return checks;
};

const webSpecification = adminResource('adminWebSpecification', 'settings', 'web-specification');

export const siteSettingsEndpoints = {
  getAdminWebSpecification: webSpecification.read('', 'The web specification as the site reads it', {
    response: webSpecificationSchema,
  }),
  updateWebSpecification: webSpecification.write(
    'PATCH',
    '',
    'Title, description, OG image, favicon, logos, first-view images, colours, section colours and social links',
    { body: webSpecificationBody, response: webSpecificationSchema },
  ),
} as const;
