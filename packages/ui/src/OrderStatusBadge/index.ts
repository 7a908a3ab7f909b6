export { OrderStatusBadge, type OrderStatus } from './OrderStatusBadge.tsx';
