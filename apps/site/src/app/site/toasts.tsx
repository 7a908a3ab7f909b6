// The toast container and function, in their own chunk (see notify.tsx).
export { ToastRoot, toast } from '@fanclub/ui';
