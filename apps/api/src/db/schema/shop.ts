// The schema of shop (index.ts assembles every table).
import { shippingCarriers, type DeliveryDetails } from '@fanclub/domain/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { id, at, createdAt, companyId, isPaid, displayOrder, cascadeFrom } from './common.ts';
import { users } from './accounts.ts';
import { subscriptions } from './membership.ts';
import { productCategories } from './content.ts';

export const products = pgTable('products', {
  id: id(),
  companyId: companyId(),
  name: text().notNull(),
  description: text().notNull().default(''),
  imageUrl: text(),
  taxRate: doublePrecision().notNull().default(10),
  isPaid: isPaid(),
  isSale: boolean().notNull().default(true),
  isRequiredPurchaseNote: boolean().notNull().default(false),
  purchaseNoteHint: text(),
  isExternalIntegrated: boolean().notNull().default(false),
  integrationConfig: jsonb().$type<Record<string, unknown> | null>(),
  tag: text(),
  displayOrder: displayOrder(),
  createdAt: createdAt(),
});

export const productCategoryLinks = pgTable(
  'product_category_links',
  {
    productId: cascadeFrom(() => products.id),
    categoryId: cascadeFrom(() => productCategories.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] })],
);

export const productSkus = pgTable(
  'product_skus',
  {
    id: id(),
    productId: cascadeFrom(() => products.id),
    attributes: jsonb().$type<{ name: string; value: string; label: string }[]>().notNull().default([]),
    imageUrl: text(),
    quantity: integer().notNull().default(0),
    /** Unit price before tax, in yen (the product's taxRate applies). */
    price: integer().notNull(),
    displayOrder: displayOrder(),
  },
  (t) => [
    index().on(t.productId),
    // Stock can never go below zero, so concurrent orders cannot oversell.
    check('product_skus_quantity_nonnegative', sql`${t.quantity} >= 0`),
    check('product_skus_price_nonnegative', sql`${t.price} >= 0`),
  ],
);

export const carts = pgTable('carts', {
  id: id(),
  userId: cascadeFrom(() => users.id).unique(),
  createdAt: createdAt(),
});

export const cartProducts = pgTable(
  'cart_products',
  {
    id: id(),
    cartId: cascadeFrom(() => carts.id),
    productSkuId: cascadeFrom(() => productSkus.id),
    count: integer().notNull(),
    purchaseNote: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.cartId), check('cart_products_count_positive', sql`${t.count} > 0`)],
);

export const deliveryMethods = pgTable('delivery_methods', {
  id: id(),
  companyId: companyId(),
  name: text().notNull(),
  cost: integer().notNull().default(0),
  displayOrder: displayOrder(),
  isActive: boolean().notNull().default(true),
});

export const orderStatuses = [
  'pending_payment',
  'paid',
  'preparing',
  'shipped',
  'delivered',
  'cancelled',
  'payment_failed',
] as const;

/** Delivery details as entered at checkout, kept with the order as it was then. */
export type OrderDelivery = DeliveryDetails;

export const orders = pgTable(
  'orders',
  {
    id: id(),
    companyId: companyId(),
    userId: cascadeFrom(() => users.id),
    orderType: text({ enum: ['product', 'membership', 'voting_package'] }).notNull(),
    status: text({ enum: orderStatuses }).notNull(),
    deliveryCost: integer().notNull().default(0),
    totalProductPrice: integer().notNull(),
    finalPrice: integer().notNull(),
    paymentMethod: text({ enum: ['credit_card', 'konbini'] }).notNull(),
    maskedCardNumber: text(),
    /** The konbini fee, tax included, counted in `finalPrice` (0 for cards). */
    paymentFee: integer().notNull().default(0),
    deliveryMethodId: integer().references(() => deliveryMethods.id),
    delivery: jsonb().$type<OrderDelivery>(),
    subscriptionId: integer().references(() => subscriptions.id),
    /** Order number at the payment provider. */
    miecruOrderId: text().unique(),
    /** Client-chosen key; a retried request finds the first order instead of making another. */
    idempotencyKey: text().unique(),
    /** The carrier's tracking number, given when the order is marked shipped. */
    trackingNumber: text(),
    /** Who carries the parcel (`shippingCarriers`); with the number it makes the tracking link. */
    carrier: text({ enum: shippingCarriers }),
    /**
     * The number a fan and the club speak of: the day (Japan time) and 12 random hex digits, so it
     * is neither guessable nor a count of sales. Orders from before it was introduced keep being
     * found by their id as well.
     */
    orderNumber: text()
      .notNull()
      .unique()
      .default(
        sql`to_char(now() AT TIME ZONE 'Asia/Tokyo', 'YYYYMMDD') || '-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))`,
      ),
    /** The 領収書's addressee, entered once by the fan; fixed from then on. */
    receiptAddressee: text(),
    /** When the 領収書 was first issued; every later issue is a 再発行. */
    receiptIssuedAt: at(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.createdAt), index().on(t.companyId, t.status, t.createdAt)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: cascadeFrom(() => orders.id),
    productSkuId: integer().references(() => productSkus.id, { onDelete: 'set null' }),
    name: text().notNull(),
    price: integer().notNull(),
    attributes: jsonb().$type<{ name: string; value: string; label: string }[]>().notNull().default([]),
    count: integer().notNull(),
    note: text(),
    /** Consumption tax rate in percent the price includes (10, or 8 for reduced-rate goods). */
    taxRate: doublePrecision().notNull().default(10),
  },
  (t) => [index().on(t.orderId), check('order_items_count_positive', sql`${t.count} > 0`)],
);
