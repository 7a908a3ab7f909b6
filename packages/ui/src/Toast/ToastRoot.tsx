import { ToastContainer } from 'react-toastify';
import { notifications } from '../messages/nav.ts';
import './toast.css';

/**
 * The one toast container of the app. Settings are the spec's observed defaults (section 9):
 * top-right, 5000 ms, pause on hover, close on click, coloured theme on the brand colours.
 * Call `toast(...)` from react-toastify anywhere below it.
 */
export function ToastRoot() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      closeOnClick
      theme="colored"
      newestOnTop
      aria-label={notifications}
    />
  );
}
