import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { normalizeZip } from '@fanclub/domain/format';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import styles from './ZipField.module.css';

/** One result of the postal-code lookup (zipcloud shape, spec section 7). */
export type ZipAddress = { prefcode: string; address1: string; address2: string; address3: string };

export type ZipFieldProps = Omit<TextFieldProps, 'label' | 'value' | 'onChange'> & {
  /** 項目名（既定は「郵便番号」）。 */
  label?: string;
  /** 入力値。 */
  value?: string;
  /** 値が変わったとき。 */
  onChange?: (value: string) => void;
  /**
   * 郵便番号から住所を調べる（アプリが domain のフックを渡します）。見つからなければ null。
   * Looks the code up (the app passes domain's hook); null when nothing matches.
   */
  onLookup: (zip: string) => Promise<ZipAddress | null>;
  /**
   * 見つかった住所を受け取り、フォームの都道府県と住所に入れます。文字列を返すと、それを結果として読み上げます。
   * Called with the match (and the 7-digit code) so the form can fill prefecture and address; a
   * string it returns is said as the result instead of the default (what the form changed, e.g.
   * the street lines it emptied for a new postal code).
   */
  onAddressFound: (address: ZipAddress, zip: string) => string | void;
  /**
   * 見つからなかったときの文言（既定は「該当する住所が見つかりませんでした」）。
   * What to say when nothing matches (the app's own wording of the spec's message).
   */
  notFoundMessage?: string;
};

type Status = { kind: 'idle' | 'found' | 'notFound' | 'failed'; text: string };

/**
 * 郵便番号の入力。7 桁そろうと住所を調べ、見つかれば都道府県と住所をフォームに入れます。
 *
 * **使う場面**: 住所の入力の最初の項目。
 *
 * **使わない場面**: 住所を調べない郵便番号の表示。
 *
 * - する: 見つからなくても手で住所を入力できるようにする。
 * - しない: 郵便番号が見つからないことをエラーにして送信を止める。
 *
 * **キーボード・スクリーンリーダー**: `TextField` と同じ。調べた結果（見つかった・見つからない）は読み上げられます。
 */
export function ZipField({
  label = '郵便番号',
  value,
  onChange,
  onLookup,
  onAddressFound,
  notFoundMessage = '該当する住所が見つかりませんでした',
  ...props
}: ZipFieldProps) {
  const [inner, setInner] = useState('');
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle', text: '' });
  const current = value ?? inner;
  const zip = normalizeZip(current);

  async function lookup(code: string) {
    setPending(true);
    try {
      const address = await onLookup(code);
      if (address) {
        const said = onAddressFound(address, code);
        setStatus({
          kind: 'found',
          text: said || `住所を入力しました：${address.address1}${address.address2}${address.address3}`,
        });
      } else {
        setStatus({ kind: 'notFound', text: notFoundMessage });
      }
    } catch {
      setStatus({ kind: 'failed', text: '住所を検索できませんでした。手入力してください' });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <TextField
          placeholder="123-4567"
          description="ハイフンなしでも入力できます"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={8}
          {...props}
          label={label}
          value={current}
          onChange={(next) => {
            if (value === undefined) setInner(next);
            onChange?.(next);
            // Seven digits typed: look up at once, as Japanese forms usually do.
            const code = normalizeZip(next);
            if (code && code !== zip) void lookup(code);
          }}
        />
        <Button
          variant="ghost"
          isDisabled={!zip}
          isPending={pending}
          onPress={() => zip && void lookup(zip)}
          className={styles.button}
        >
          住所を検索
        </Button>
      </div>
      <p role="status" className={styles.status} data-kind={status.kind}>
        {status.text}
      </p>
    </div>
  );
}
