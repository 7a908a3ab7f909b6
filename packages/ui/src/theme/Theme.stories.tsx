import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ButtonLink } from '../Link/ButtonLink.tsx';
import { Link } from '../Link/Link.tsx';
import { Price } from '../Price/Price.tsx';
import { BRAND_PALETTES } from './palettes.ts';
import { ThemeScope } from './ThemeScope.tsx';

// Every palette at once, so axe checks the contrast of brand surfaces for the extremes (a very
// light and a very dark main colour) in one story, whatever the toolbar says.
function PaletteRow({ name }: { name: keyof typeof BRAND_PALETTES }) {
  const palette = BRAND_PALETTES[name];
  return (
    <ThemeScope webSpec={palette.colors}>
      <section aria-label={palette.label} style={{ display: 'grid', gap: 12, padding: 16 }}>
        <h2 style={{ margin: 0, fontSize: 16 }}>
          {palette.label}（main {palette.colors.mainColor} / secondary {palette.colors.secondaryColor}）
        </h2>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
          <Button>会員登録する</Button>
          <Button variant="secondary">カートに入れる</Button>
          <Button variant="ghost">キャンセル</Button>
          <ButtonLink href="/membership-upgrade">有料会員になる</ButtonLink>
          <Link href="/news">ニュース一覧へ</Link>
          <span style={{ background: 'var(--brand-main-tint)', padding: '4px 8px' }}>選択中</span>
          <Price amount={5500} />
        </div>
      </section>
    </ThemeScope>
  );
}

const meta = {
  title: 'Theme/BrandPalettes',
  render: () => (
    <div>
      {(Object.keys(BRAND_PALETTES) as (keyof typeof BRAND_PALETTES)[]).map((name) => (
        <PaletteRow key={name} name={name} />
      ))}
    </div>
  ),
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const AllPalettes: Story = {
  play: async ({ canvas }) => {
    for (const palette of Object.values(BRAND_PALETTES)) {
      await expect(canvas.getByRole('region', { name: palette.label })).toBeVisible();
    }
    await expect(canvas.getAllByRole('button', { name: '会員登録する' })).toHaveLength(3);
  },
};
