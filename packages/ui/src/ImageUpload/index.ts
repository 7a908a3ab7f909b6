export {
  IMAGE_UPLOAD_ACCEPT,
  IMAGE_UPLOAD_MAX_MB,
  ImageUpload,
  type ImageUploadProps,
} from './ImageUpload.tsx';
