export { PaymentMethodPicker, type KonbiniOption, type PaymentMethodValue } from './PaymentMethodPicker.tsx';
