import { taxIncluded } from '@fanclub/domain';
import type { CartProduct } from '@fanclub/domain';

/** A cart line's unit price, tax included (what the line, the summary and the order show). */
export const unitPrice = (line: CartProduct) => taxIncluded(line.productSku.price, line.productSku.taxRate);

/** The cart's items total, tax included (ui CartSummary's `itemsTotal`). */
export const cartTotal = (lines: readonly CartProduct[]) =>
  lines.reduce((sum, line) => sum + unitPrice(line) * line.count, 0);
