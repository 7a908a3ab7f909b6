export {
  OrderConfirmation,
  type OrderConfirmationItem,
  type OrderConfirmationProps,
  type OrderConfirmationSubscription,
} from './OrderConfirmation.tsx';
