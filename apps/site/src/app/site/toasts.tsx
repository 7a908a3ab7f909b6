// The toast container and function, with the message catalogue, in their own chunk (see notify.tsx).
export { ToastRoot, toast } from '@fanclub/ui';
export { errorMessage } from '@fanclub/domain';
