import { adminEndpoints, decodeCsvBytes, type TrackingImportPreview } from '@fanclub/domain/admin';
import { shippingCarriers, type ShippingCarrier } from '@fanclub/domain/contract';
import { SHIPPING_CARRIER_LABELS } from '@fanclub/domain/format';
import { Button, ConfirmDialog, Select, toast } from '@fanclub/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { call, messageOf } from '../app/api.ts';
import '../shop.css';

/**
 * Tracking numbers from a carrier's CSV: the file is read in the browser (UTF-8 or Shift_JIS), the
 * server checks each row against the orders, and nothing changes until the operator confirms a
 * file without errors. Then every order becomes 発送済み and each fan gets 発送のお知らせ.
 */
export function TrackingImportPage({
  initial,
}: {
  initial?: { csv: string; preview: TrackingImportPreview };
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [carrier, setCarrier] = useState<ShippingCarrier>('yamato');
  const [csv, setCsv] = useState(initial?.csv ?? '');
  const [fileName, setFileName] = useState('');
  const [preview, setPreview] = useState<TrackingImportPreview | null>(initial?.preview ?? null);
  const [confirming, setConfirming] = useState(false);

  const check = useMutation({
    mutationFn: (text: string) =>
      call(adminEndpoints.previewTrackingImport, { body: { csv: text, carrier } }),
    onSuccess: setPreview,
    onError: (error) => toast.error(messageOf(error)),
  });
  const apply = useMutation({
    mutationFn: () => call(adminEndpoints.applyTrackingImport, { body: { csv, carrier } }),
    onSuccess: (done) => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      toast.success(done.message);
      void navigate('/orders');
    },
    onError: (error) => {
      setConfirming(false);
      toast.error(messageOf(error));
    },
  });

  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const text = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
    setFileName(file.name);
    setCsv(text);
    setPreview(null);
    check.mutate(text);
  };

  const ready = preview && !preview.fileError && preview.invalid === 0 && preview.valid > 0;
  return (
    <>
      <div className="console-page-head">
        <h1>追跡番号をCSVで取り込む</h1>
        <div className="console-actions">
          <Link to="/orders">注文一覧へ戻る</Link>
        </div>
      </div>
      <p>
        配送業者のシステムから書き出したCSVを選んでください。1列目に注文番号、2列目に追跡番号（伝票番号）、3列目に配送業者を入れるか、1行目に「注文番号」「追跡番号」「配送業者」の見出しを付けます。文字コードはUTF-8（BOMの有無は問いません）またはShift_JISです。
      </p>
      <p>
        取り込むと、どの注文も「発送済み」になり、注文者に発送のお知らせメールが届きます。エラーのある行が1行でもあれば、何も取り込みません。
      </p>
      <div className="console-form">
        <Select
          label="配送業者（CSVに配送業者の列がないとき）"
          items={shippingCarriers.map((c) => ({ id: c, name: SHIPPING_CARRIER_LABELS[c] }))}
          selectedKey={carrier}
          onSelectionChange={(key) => {
            setCarrier(key as ShippingCarrier);
            setPreview(null);
          }}
        />
        <label className="console-file-field">
          <span>CSVファイル</span>
          <input type="file" accept=".csv,text/csv" onChange={(e) => void read(e)} />
        </label>
        {csv && !preview && (
          <Button variant="secondary" onPress={() => check.mutate(csv)} isPending={check.isPending}>
            もう一度確認する
          </Button>
        )}
      </div>
      {preview && (
        <section aria-labelledby="tracking-preview">
          <h2 id="tracking-preview">取り込む内容の確認{fileName ? `（${fileName}）` : ''}</h2>
          {preview.fileError ? (
            <p role="alert" className="console-error">
              {preview.fileError}
            </p>
          ) : (
            <>
              <p role={preview.invalid > 0 ? 'alert' : 'status'}>
                {preview.invalid > 0
                  ? `${preview.rows.length}行のうち${preview.invalid}行にエラーがあります。CSVを直してから、もう一度選んでください。`
                  : `${preview.valid}件の注文を発送済みにできます。`}
              </p>
              <div className="console-table-scroll">
                <table className="console-table">
                  <caption className="visually-hidden">取り込む行とエラー</caption>
                  <thead>
                    <tr>
                      <th scope="col">行</th>
                      <th scope="col">注文番号</th>
                      <th scope="col">注文者</th>
                      <th scope="col">配送業者</th>
                      <th scope="col">追跡番号</th>
                      <th scope="col">確認結果</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.rows.map((row) => (
                      <tr key={row.line} className={row.errors.length ? 'console-row-error' : undefined}>
                        <th scope="row">{row.line}</th>
                        <td>{row.orderNumber || '―'}</td>
                        <td>{row.memberName ?? '―'}</td>
                        <td>{row.carrier ? SHIPPING_CARRIER_LABELS[row.carrier] : '―'}</td>
                        <td>{row.trackingNumber || '―'}</td>
                        <td>
                          {row.errors.length === 0 ? (
                            'OK'
                          ) : (
                            <ul className="console-row-errors">
                              {row.errors.map((error) => (
                                <li key={error}>エラー: {error}</li>
                              ))}
                            </ul>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
          <Button isDisabled={!ready} onPress={() => setConfirming(true)}>
            取り込んで発送済みにする
          </Button>
          <ConfirmDialog
            isOpen={confirming}
            onOpenChange={setConfirming}
            title="追跡番号を取り込む"
            confirmLabel={`${preview.valid}件を発送済みにする`}
            onConfirm={() => apply.mutate()}
            isPending={apply.isPending}
          >
            <p>
              {preview.valid}
              件の注文を「発送済み」にし、追跡番号を登録します。注文者それぞれに発送のお知らせメールが届きます。この操作は取り消せません。
            </p>
          </ConfirmDialog>
        </section>
      )}
    </>
  );
}
