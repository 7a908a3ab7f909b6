export { DeliveryMethodPicker, type DeliveryMethodOption } from './DeliveryMethodPicker.tsx';
