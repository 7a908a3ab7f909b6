import { adminEndpoints, type AdminStamp } from '@fanclub/domain/admin';
import { Button, ErrorState, PageSpinner, QrCode } from '@fanclub/ui';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { call } from '../app/api.ts';
import '../stamps.css';

/** Saves one stamp's QR code as an SVG file (the same drawing as on the sheet, black on white). */
const saveSvg = (svg: SVGSVGElement | null, stamp: AdminStamp) => {
  if (!svg) return;
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  const source = new XMLSerializer().serializeToString(copy);
  const url = URL.createObjectURL(new Blob([source], { type: 'image/svg+xml' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `stamp-${stamp.order}-${stamp.qRCodeValue}.svg`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/**
 * QRコードの印刷用シート: one card per stamp, its QR code holding the site's scan address (what a
 * phone's camera opens: `/stamp/scan?event=…&code=…`, as the venue posters' list `stamp-posters.tsv`), with
 * the stamp's name and code under it, laid out on A4 (the frame and buttons stay off the paper).
 */
export function StampQrSheetPage() {
  const { id } = useParams();
  const event = useQuery({
    queryKey: ['admin', 'stamp-event', id],
    queryFn: () => call(adminEndpoints.getAdminStampEvent, { params: { id: Number(id) } }),
  });
  if (event.error) return <ErrorState message={event.error.message} />;
  if (!event.data) return <PageSpinner />;
  const { name, stamps } = event.data;
  return (
    <>
      <div className="console-page-head console-no-print">
        <h1>{name}のQRコード</h1>
        <Link to={`/stamp-events/${event.data.id}`}>スタンプラリーの編集へ</Link>
      </div>
      <div className="console-actions console-no-print">
        <Button onPress={() => window.print()}>印刷する</Button>
      </div>
      <p className="console-qr-sheet-title">{name}</p>
      <ul className="console-qr-sheet" aria-label={`${name}のスタンプのQRコード`}>
        {stamps.map((stamp) => (
          <StampCard key={stamp.id} stamp={stamp} />
        ))}
      </ul>
    </>
  );
}

function StampCard({ stamp }: { stamp: AdminStamp }) {
  const box = useRef<HTMLDivElement>(null);
  return (
    <li className="console-qr-card">
      <div ref={box}>
        <QrCode value={stamp.scanUrl} label={`${stamp.name}のQRコード`} size={240} />
      </div>
      <p className="console-qr-name">
        {stamp.order}. {stamp.name}
      </p>
      <p className="console-qr-code">{stamp.qRCodeValue}</p>
      <Button
        variant="ghost"
        className="console-no-print"
        onPress={() => saveSvg(box.current?.querySelector('svg') ?? null, stamp)}
      >
        {stamp.name}のSVGを保存
      </Button>
    </li>
  );
}
