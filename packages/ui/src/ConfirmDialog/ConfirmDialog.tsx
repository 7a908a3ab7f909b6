import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { adminText } from '../messages/admin.ts';
import styles from './ConfirmDialog.module.css';

export type ConfirmDialogProps = {
  /** 開いているか（画面が持つ状態）。 */
  isOpen: boolean;
  /** 閉じたい・開きたいとき（Escape、キャンセル）。 */
  onOpenChange: (isOpen: boolean) => void;
  /** 問いかけ（「抽選を実施しますか？」）。 */
  title: string;
  /** 何が起きるか、取り消せるか。 */
  children: ReactNode;
  /** 実行する操作の名前（「抽選を実施する」）。「はい」にはしません。 */
  confirmLabel: string;
  onConfirm: () => void;
  /** 取り消せない・お金が動く操作は danger。 */
  tone?: 'primary' | 'danger';
  /** 実行中（ボタンを押せなくします）。 */
  isPending?: boolean;
};

/**
 * **使う場面**: 取り消せない操作、お金や在庫が動く操作の前の確認（抽選の実施、注文のキャンセル、削除）。
 *
 * **キーボード・スクリーンリーダー**: 開くとダイアログにフォーカスが移り、外には移りません。Escape で閉じ、
 * 閉じると開いたボタンに戻ります。見出しがダイアログの名前として読み上げられます。
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel,
  onConfirm,
  tone = 'primary',
  isPending = false,
}: ConfirmDialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          <div className={styles.body}>{children}</div>
          <div className={styles.actions}>
            <Button variant="ghost" onPress={() => onOpenChange(false)}>
              {adminText.cancel}
            </Button>
            <Button variant={tone} onPress={onConfirm} isPending={isPending}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
