import type { CSSProperties } from 'react';
import styles from './Image.module.css';

export type ImagePlaceholderProps = {
  /** 画像の枠の縦横比（例: `16 / 9`）。 The shape of the picture it stands in for. */
  aspectRatio?: string;
  /** 地の色: ブランドのメインかサブの淡い色。 The tint: of the main or the secondary brand colour. */
  tone?: 'main' | 'secondary';
  /** 大きさを決める部品のクラス。 The host component's class that sizes it. */
  className?: string;
};

/**
 * 画像がないときの代わり: ブランドの淡い色の上に、クラブのロゴ（Web 仕様のヘッダーのロゴ）を薄く置きます。
 *
 * **使う場面**: カードやリストの画像が登録されていないとき（ニュース、商品、プロフィール、スケジュールなど）。
 *
 * - しない: 空の色の箱だけを置く（壊れたように見えます）。
 *
 * **キーボード・スクリーンリーダー**: 飾りなので読み上げません（`aria-hidden`）。
 *
 * Stands in for a missing picture: the club's logo, faint, on the brand's tint. The logo is the web
 * specification's header logo as the `--brand-logo` custom property, which the server writes with
 * the brand colours (`brandLogoCss`); without a logo the tint alone shows.
 */
export function ImagePlaceholder({ aspectRatio, tone = 'main', className }: ImagePlaceholderProps) {
  const style: CSSProperties | undefined = aspectRatio ? { aspectRatio } : undefined;
  return (
    <div
      className={[styles.placeholder, className].filter(Boolean).join(' ')}
      data-tone={tone}
      data-image-placeholder=""
      aria-hidden="true"
      style={style}
    />
  );
}
