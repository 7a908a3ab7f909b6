/** The islands' names, shared by the server's render (shell/Layout.tsx) and the islands client. */
export const HEADER_ISLAND = 'header';
/** The form islands of the public form routes (src/islands/forms/). */
export const SIGN_IN_ISLAND = 'sign-in-form';
export const FORGOT_PASSWORD_ISLAND = 'forgot-password-form';
export const CONTACT_ISLAND = 'contact-form';
