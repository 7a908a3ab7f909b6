export { QrScanner, type BarcodeDetectorLike, type QrScannerProps } from './QrScanner.tsx';
