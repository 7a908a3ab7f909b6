/** OrderStatusBadge: the words are the domain's, the same on the site, the console and the mails. */
export { ORDER_STATUS_LABELS as orderStatusText } from '@fanclub/domain/format';
/** The refund badge beside it: 一部返金 or 返金済み (the domain's words, as in the console). */
export { refundStateLabels as refundText } from '@fanclub/domain/format';
