export { ZipField, type ZipAddress, type ZipFieldProps } from './ZipField.tsx';
export { normalizeZip } from '../format/zip.ts';
