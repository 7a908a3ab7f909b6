import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser believes it is online (navigator.onLine), updated as it changes. */
export const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

export const useOnline = () => useSyncExternalStore(subscribe, isOnline, () => true);
