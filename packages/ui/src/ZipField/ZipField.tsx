import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { normalizeZip } from '../format/zip.ts';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import styles from './ZipField.module.css';

/** One result of the postal-code lookup (zipcloud shape, spec section 7). */
export type ZipAddress = { prefcode: string; address1: string; address2: string; address3: string };

export type ZipFieldProps = Omit<TextFieldProps, 'label' | 'value' | 'onChange'> & {
  label?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** Looks the code up (the app passes domain's hook); null when nothing matches. */
  onLookup: (zip: string) => Promise<ZipAddress | null>;
  /** Called with the match so the form can fill prefecture and address. */
  onAddressFound: (address: ZipAddress) => void;
};

type Status = { kind: 'idle' | 'found' | 'notFound' | 'failed'; text: string };

export function ZipField({
  label = '郵便番号',
  value,
  onChange,
  onLookup,
  onAddressFound,
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
        onAddressFound(address);
        setStatus({
          kind: 'found',
          text: `住所を入力しました：${address.address1}${address.address2}${address.address3}`,
        });
      } else {
        setStatus({ kind: 'notFound', text: '該当する住所が見つかりませんでした' });
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
          onPress={() => zip && lookup(zip)}
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
