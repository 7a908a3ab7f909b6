/** OrderStatusBadge: the words are the domain's, the same on the site, the console and the mails. */
export { ORDER_STATUS_LABELS as orderStatusText } from '@fanclub/domain/format';
