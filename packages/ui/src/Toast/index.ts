export { ToastRoot } from './ToastRoot.tsx';
export { toast } from 'react-toastify';
