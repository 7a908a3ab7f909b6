export { KonbiniSlip, type KonbiniSlipValue } from './KonbiniSlip.tsx';
