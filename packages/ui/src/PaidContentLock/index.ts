export { PaidContentLock } from './PaidContentLock.tsx';
