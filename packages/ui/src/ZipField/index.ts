export { ZipField, type ZipAddress, type ZipFieldProps } from './ZipField.tsx';
