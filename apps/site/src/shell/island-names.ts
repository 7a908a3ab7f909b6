/** The islands' names, shared by the server's render (shell/Layout.tsx) and the islands client. */
export const HEADER_ISLAND = 'header';
