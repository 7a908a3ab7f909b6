export { QrCode } from './QrCode.tsx';
