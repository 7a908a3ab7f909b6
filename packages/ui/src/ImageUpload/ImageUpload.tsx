import { useEffect, useId, useState } from 'react';
import {
  Button as AriaButton,
  DropZone,
  FileTrigger,
  Text,
  type DropItem,
  type FileDropItem,
} from 'react-aria-components';
import buttonStyles from '../Button/Button.module.css';
import fieldStyles from '../Field/Field.module.css';
import { imageUploadText as text } from '../messages/image-upload.ts';
import styles from './ImageUpload.module.css';

export const IMAGE_UPLOAD_ACCEPT = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const IMAGE_UPLOAD_MAX_MB = 10;

export type ImageUploadProps = {
  /** 項目名（「トップ画像」など）。 */
  label: string;
  /** 補足（推奨サイズなど）。既定は受け付ける形式と大きさ。 */
  description?: string;
  /** 今の画像の URL（なければ null）。 The image the field holds now. */
  value?: string | null;
  /**
   * 画像が選ばれた（またはドロップ・貼り付けされた）とき。形式と大きさを確かめてから渡します。
   * Gets the chosen file once its type and size pass; the caller uploads it and sets `value`.
   */
  onSelect: (file: File) => void;
  /** 「画像を外す」を出し、押されたとき（`value` があるときだけ出ます）。 */
  onRemove?: () => void;
  /** アップロード中（選んだ画像を表示し、ボタンを止めます）。 */
  isUploading?: boolean;
  /** 表示するエラー（アップロードの失敗など）。 */
  errorMessage?: string;
  isDisabled?: boolean;
  /** 受け付ける形式。 */
  accept?: readonly string[];
  /** 受け付ける大きさ（MB）。 */
  maxMegabytes?: number;
};

const fileOf = async (items: DropItem[]) => {
  const item = items.find((candidate): candidate is FileDropItem => candidate.kind === 'file');
  return item ? item.getFile() : null;
};

/**
 * 画像のアップロード欄。ボタンで選ぶか、ドロップするか、貼り付けます。今の画像（またはアップロード中の画像）を表示します。
 *
 * **使う場面**: 管理画面で、お知らせ・商品・コンテンツの画像を登録するところ。
 *
 * **使わない場面**: 画像以外のファイル、複数枚をまとめて選ぶ一覧。
 *
 * - する: 推奨サイズがあれば `description` に。アップロードの失敗は `errorMessage` に。
 * - しない: 画像の中身を説明する文言をラベルにする（ラベルは項目名）。
 *
 * **キーボード・スクリーンリーダー**: 「画像を選ぶ」ボタンは Enter・Space で開きます。ドロップ先にフォーカスして貼り付け（Ctrl+V / ⌘V）もできます。アップロード中とエラーは読み上げられます。
 *
 * A field that takes one picture: react-aria's FileTrigger (a button that opens the file picker)
 * inside a DropZone (drag and drop, or paste with the keyboard), with a preview of the chosen or
 * current image. The type and size are checked here first, in Japanese, so a wrong file is never
 * sent; the upload itself is the caller's (`onSelect`), which sets `value` to the stored URL.
 */
export function ImageUpload({
  label,
  description,
  value,
  onSelect,
  onRemove,
  isUploading = false,
  errorMessage,
  isDisabled = false,
  accept = IMAGE_UPLOAD_ACCEPT,
  maxMegabytes = IMAGE_UPLOAD_MAX_MB,
}: ImageUploadProps) {
  const id = useId();
  const [ownError, setOwnError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen) : undefined), [chosen]);

  const take = (file: File | null | undefined) => {
    if (!file) return;
    if (!accept.includes(file.type)) return setOwnError(text.type);
    if (file.size > maxMegabytes * 1024 * 1024) return setOwnError(text.tooLarge(maxMegabytes));
    setOwnError(null);
    setChosen(URL.createObjectURL(file));
    onSelect(file);
  };

  const preview = isUploading && chosen ? chosen : (value ?? null);
  const error = ownError ?? errorMessage;
  const busy = isDisabled || isUploading;
  const ids = { label: `${id}-label`, help: `${id}-help`, error: `${id}-error`, status: `${id}-status` };
  const describedBy = [ids.help, error && ids.error].filter(Boolean).join(' ');

  return (
    <div className={fieldStyles.field} role="group" aria-labelledby={ids.label}>
      <span id={ids.label} className={fieldStyles.label}>
        {label}
      </span>
      <DropZone
        className={styles.zone}
        aria-label={`${label}: ${text.dropZone}`}
        isDisabled={busy}
        data-invalid={error ? true : undefined}
        getDropOperation={(types) => (accept.some((type) => types.has(type)) ? 'copy' : 'cancel')}
        onDrop={async (event) => take(await fileOf(event.items))}
      >
        {({ isDropTarget }) => (
          <>
            <div className={styles.preview}>
              {preview ? (
                <img
                  src={preview}
                  alt={isUploading ? text.chosen(label) : text.current(label)}
                  className={styles.image}
                  data-uploading={isUploading || undefined}
                />
              ) : (
                <span className={styles.empty}>{text.none}</span>
              )}
            </div>
            <div className={styles.body}>
              <Text slot="label" className={styles.hint}>
                {isDropTarget ? text.dropping : text.dropHere}
              </Text>
              <div className={styles.actions}>
                <FileTrigger acceptedFileTypes={[...accept]} onSelect={(files) => take(files?.[0])}>
                  <AriaButton
                    className={buttonStyles.button}
                    data-variant="secondary"
                    isDisabled={busy}
                    aria-describedby={describedBy}
                  >
                    {value ? text.change : text.choose}
                  </AriaButton>
                </FileTrigger>
                {value && onRemove && (
                  <AriaButton
                    className={buttonStyles.button}
                    data-variant="ghost"
                    isDisabled={busy}
                    onPress={() => {
                      setOwnError(null);
                      onRemove();
                    }}
                  >
                    {text.remove}
                  </AriaButton>
                )}
              </div>
              <span id={ids.help} className={fieldStyles.description}>
                {description ?? text.limits(maxMegabytes)}
              </span>
              <span id={ids.status} role="status" className={styles.status}>
                {isUploading ? text.uploading : ''}
              </span>
              {error && (
                <span id={ids.error} role="alert" className={fieldStyles.error}>
                  {error}
                </span>
              )}
            </div>
          </>
        )}
      </DropZone>
    </div>
  );
}
