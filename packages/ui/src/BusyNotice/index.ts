export { BusyNotice } from './BusyNotice.tsx';
