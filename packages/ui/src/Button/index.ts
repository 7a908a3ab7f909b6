export { Button, type ButtonProps, type ButtonVariant } from './Button.tsx';
export { announce, ANNOUNCER_ATTRIBUTE } from './announce.ts';
