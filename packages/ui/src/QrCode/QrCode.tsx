import { encode } from 'uqr';
import { useMemo } from 'react';
import styles from './QrCode.module.css';

type QrCodeProps = {
  /** QR コードにする文字列。 The text the code carries. */
  value: string;
  /** 読み上げる名前（何のコードか）。 Accessible name: what the code is for. */
  label: string;
  /** 一辺の大きさ（px）。 Side length in CSS pixels. */
  size?: number;
};

/**
 * A QR code drawn as one SVG path (error correction M, 4-module quiet zone), always black on white
 * whatever the theme, so any reader can scan it.
 */
export function QrCode({ value, label, size = 200 }: QrCodeProps) {
  const { path, side } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 4 });
    let d = '';
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { path: d, side: qr.size };
  }, [value]);
  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      data-qr-value={value}
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
