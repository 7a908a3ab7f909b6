import { adminEndpoints } from '@fanclub/domain/admin';
import { ImageUpload, TextField } from '@fanclub/ui';
import { useMutation } from '@tanstack/react-query';
import { call, messageOf } from './api.ts';

export interface ImageFieldProps {
  /** The upload's own label (「画像」). */
  label: string;
  /** The label of the URL typed by hand, the fallback (「画像のURL」). */
  urlLabel: string;
  /** Help of the URL field. */
  description?: string | undefined;
  value: string;
  onChange: (url: string) => void;
  errorMessage?: string | undefined;
  isReadOnly?: boolean;
  isRequired?: boolean;
}

/** Only what the site could show is previewed (a half-typed URL is no picture). */
const previewOf = (url: string) => (/^(\/(?!\/)|https:\/\/)/.test(url) ? url : null);

/**
 * An image an operator gives: uploaded (ui ImageUpload; POST /api/admin/v1/images), and the URL
 * the upload answers stored in the field, which stays editable as a fallback (a picture hosted
 * elsewhere). A refused upload shows the API's Japanese message and leaves the field as it was.
 */
export function ImageField({
  label,
  urlLabel,
  description = '/uploads/… または https://…',
  value,
  onChange,
  errorMessage,
  isReadOnly = false,
  isRequired = false,
}: ImageFieldProps) {
  const upload = useMutation({
    mutationFn: (file: File) => call(adminEndpoints.uploadImage, { body: file }),
    onSuccess: (image) => onChange(image.url),
  });
  return (
    <div className="console-image-field">
      {!isReadOnly && (
        <ImageUpload
          label={label}
          value={previewOf(value)}
          onSelect={(file) => upload.mutate(file)}
          onRemove={() => {
            upload.reset();
            onChange('');
          }}
          isUploading={upload.isPending}
          errorMessage={upload.error ? messageOf(upload.error) : undefined}
        />
      )}
      <TextField
        label={urlLabel}
        description={description}
        isReadOnly={isReadOnly}
        isRequired={isRequired}
        value={value}
        onChange={onChange}
        errorMessage={errorMessage}
      />
    </div>
  );
}
