/**
 * The shop's side of the admin contract: products with their SKUs and stock, product categories.
 * A module of its own (gathered into `adminEndpoints`), with the rules the console's forms check
 * before sending and the server checks again.
 */
import { z } from 'zod';
import { categorySchema, deliveryMethodSchema, skuAttributeSchema } from '../contract/entities.ts';
import {
  displayText,
  idField,
  INT4_MAX,
  optionalDisplayText,
  queryInt,
  textUpTo,
} from '../contract/fields.ts';
import { listOf } from '../contract/requests.ts';
import { adminRecord, adminResource } from './define.ts';
import { formatDateTime } from '../format/date.ts';
import { fullName } from '../format/person.ts';
import { ORDER_STATUS_LABELS } from '../constants.ts';
import { findPrefectureById } from '../prefectures.ts';
import { categoryBody } from './content.ts';
import { csvRows, toCsv } from './csv.ts';
import { csvExportSchema } from './engagement.ts';
import { id, type AdminOrder } from './entities.ts';
import { adminListQuery, adminOrderQuery, imageUrlField } from './requests.ts';
import { adminMessages } from './values.ts';

export const shopMessages = {
  price: '価格は0円から1,000万円までの整数で入力してください。',
  stock: '在庫数は0から100万までの整数で入力してください。',
  cost: '送料は0円から100万円までの整数で入力してください。',
  threshold: 'しきい値は0から100万までの整数で入力してください。',
  taxRate: '税率は0から100までの整数で入力してください。',
  skuRequired: 'SKUを1つ以上登録してください。',
  skuDuplicate: '同じ属性の組み合わせのSKUがほかにもあります。',
  attributeDuplicate: '同じ項目名の属性が重なっています。',
  stockChanged: (name: string) =>
    `「${name}」の在庫は、この画面を開いた後に注文で減ったため、その数を引くと0未満になります。画面を読み込み直してください。`,
  skuNotFound: 'この商品のSKUではありません。画面を読み込み直してください。',
  categoryInUse: (count: number) => `この分類の商品が${count}件あるため削除できません。`,
  categoryExists: '同じ名前の分類がすでにあります。',
} as const;

export const adminSkuSchema = z.object({
  id,
  /** サイズ・カラーなど: `name` is the item (サイズ), `label` what the fan sees (M), `value` its key. */
  attributes: z.array(skuAttributeSchema),
  imageUrl: z.string().nullable(),
  /** Units in stock. */
  quantity: z.number().int().nonnegative(),
  /** Price before tax, in yen. */
  price: z.number().int().nonnegative(),
  displayOrder: z.number().int(),
});

/** A product as the shop operator sees it (the spec's Product fields, and its order). */
export const adminProductSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  imageURL: z.string().nullable(),
  taxRate: z.number().nonnegative(),
  isPaid: z.boolean(),
  isSale: z.boolean(),
  isRequiredPurchaseNote: z.boolean(),
  purchaseNoteHint: z.string().nullable(),
  tag: z.string().nullable(),
  displayOrder: z.number().int(),
  categories: z.array(categorySchema),
  productSkus: z.array(adminSkuSchema),
  createdAt: z.string(),
});

export const adminProductCategorySchema = z.object({
  id,
  name: z.string(),
  displayOrder: z.number().int(),
  /** Products in it (a category in use cannot be deleted). */
  productCount: z.number().int().nonnegative(),
});

const whole = (message: string, max: number) =>
  z.number(message).int(message).min(0, message).max(max, message);
const yen = whole(shopMessages.price, 10_000_000);
const stock = whole(shopMessages.stock, 1_000_000);

const attributeBody = z.object({
  name: displayText(30),
  label: displayText(50),
  /** Kept from the stored attribute when edited; a new one takes its label. */
  value: z.optional(optionalDisplayText(50)),
});

export const skuBody = z.object({
  /** An existing SKU of the product, or null for a new one. */
  id: idField.nullable(),
  attributes: z.array(attributeBody).max(5, '属性は5つまでです。'),
  imageUrl: imageUrlField,
  price: yen,
  /** The stock the operator wants. */
  quantity: stock,
  /**
   * The stock the operator saw when the form opened (null for a new SKU): the server applies the
   * difference to the stock as it is now, so orders taken meanwhile are not overwritten.
   */
  previousQuantity: z.number().int().min(0).max(INT4_MAX).nullable(),
});

export const productBody = z
  .object({
    name: displayText(200),
    /** HTML from the console; the site renders it through its sanitiser's allow-list. */
    description: textUpTo(20_000),
    imageURL: imageUrlField,
    taxRate: whole(shopMessages.taxRate, 100),
    isPaid: z.boolean(),
    isSale: z.boolean(),
    isRequiredPurchaseNote: z.boolean(),
    purchaseNoteHint: optionalDisplayText(200),
    tag: optionalDisplayText(30),
    displayOrder: whole(adminMessages.wholeNumber, INT4_MAX),
    categoryIds: z.array(idField).max(20),
    skus: z.array(skuBody).min(1, shopMessages.skuRequired).max(100),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.skus.forEach((sku, index) => {
      const names = sku.attributes.map((attr) => attr.name);
      if (new Set(names).size !== names.length)
        ctx.addIssue({
          code: 'custom',
          path: ['skus', index, 'attributes'],
          message: shopMessages.attributeDuplicate,
        });
      const key = JSON.stringify(
        sku.attributes
          .map((attr) => [attr.name, attr.label])
          .sort(([x], [y]) => String(x).localeCompare(String(y))),
      );
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['skus', index, 'attributes'],
          message: shopMessages.skuDuplicate,
        });
      seen.add(key);
    });
  });
const products = adminRecord('adminProducts', 'shop', 'products', adminProductSchema, productBody);

export const adminProductQuery = adminListQuery.extend({ categoryId: queryInt().positive().optional() });

/** The same body as every category's (name and display order). */
export const productCategoryBody = categoryBody;
const productCategories = adminRecord(
  'adminProducts',
  'shop',
  'product-categories',
  adminProductCategorySchema,
  productCategoryBody,
);

/**
 * A delivery method as the spec names it (id, name, cost, displayOrder, isActive). The spec has no
 * delivery date or time choice, so there is no such flag; a method is never deleted (orders name
 * it), it is taken off checkout with isActive.
 */
export const deliveryMethodBody = z.object({
  name: displayText(50),
  /** The fee of one order, tax included, in yen. */
  cost: whole(shopMessages.cost, 1_000_000),
  displayOrder: whole(adminMessages.wholeNumber, INT4_MAX),
  isActive: z.boolean(),
});
const deliveryMethods = adminRecord(
  'adminDeliveryMethods',
  'shop',
  'delivery-methods',
  deliveryMethodSchema,
  deliveryMethodBody,
);

/**
 * The orders' CSV: one row per order line (what a packer or an accountant reads), Japanese headers.
 * The export comes a page of orders at a time: the first part carries the byte-order mark and the
 * headers, the later ones rows only, and `nextOffset` says where the next part starts (null at
 * the end), so neither the server nor a request ever holds more than one page.
 */
export const orderCsvHeaders = [
  '注文番号',
  '注文日時',
  '状態',
  '会員番号',
  '注文者',
  'メールアドレス',
  '商品名',
  '属性',
  '単価（税込）',
  '数量',
  '小計（税込）',
  '送料',
  '注文合計（税込）',
  '配送方法',
  'お届け先氏名',
  '郵便番号',
  '都道府県',
  '住所',
  '電話番号',
  '備考',
  '追跡番号',
] as const;

const orderCsvLines = (orders: readonly AdminOrder[]) =>
  orders.flatMap((order) => {
    const d = order.delivery;
    return order.items.map((item) => [
      order.id,
      formatDateTime(order.createdAt),
      ORDER_STATUS_LABELS[order.status],
      order.member.memberNumber,
      order.member.name,
      order.member.email,
      item.name,
      item.attributes.map((a) => `${a.name}: ${a.label}`).join(' / '),
      item.price,
      item.count,
      item.price * item.count,
      order.deliveryCost,
      order.finalPrice,
      order.deliveryMethod?.name ?? '',
      d ? fullName(d) : '',
      d?.zipCode ?? '',
      d ? (findPrefectureById(d.prefectureId)?.name ?? '') : '',
      d ? [d.address1, d.address2, d.address3].filter(Boolean).join(' ') : '',
      d?.phone ?? '',
      item.note ?? '',
      order.trackingNumber ?? '',
    ]);
  });

/** One part of the orders' CSV: the first (`offset` 0) with its BOM and headers. */
export const orderCsvPart = (orders: readonly AdminOrder[], offset: number) =>
  offset === 0 ? toCsv(orderCsvHeaders, orderCsvLines(orders)) : csvRows(orderCsvLines(orders));

export const orderCsvPartSchema = csvExportSchema.extend({
  total: z.number().int().nonnegative(),
  /** Where the next part starts, or null when this was the last. */
  nextOffset: z.number().int().nonnegative().nullable(),
});

/** Stock at or below this many units is an alert (在庫アラート) unless the list is asked for another. */
export const STOCK_ALERT_THRESHOLD = 5;

/** One SKU running low: what it is, how many are left, whether it is on sale. */
export const stockAlertSchema = z.object({
  /** The SKU's id. */
  id,
  productId: id,
  productName: z.string(),
  attributes: z.array(skuAttributeSchema),
  quantity: z.number().int().nonnegative(),
  isSale: z.boolean(),
});
const stockAlerts = adminRecord('adminProducts', 'shop', 'stock-alerts', stockAlertSchema);

export const stockAlertQuery = adminListQuery.extend({
  threshold: queryInt().min(0, shopMessages.threshold).max(1_000_000, shopMessages.threshold).optional(),
});

const ordersExport = adminResource('adminOrders', 'shop', 'orders-export');

export const shopEndpoints = {
  listStockAlerts: stockAlerts.list(
    'SKUs at or below the threshold (5 unless asked), fewest first, searched by product name',
    stockAlertQuery,
  ),
  exportAdminOrders: ordersExport.read(
    '',
    'The filtered orders as CSV (one row per line), a page of orders per part',
    { query: adminOrderQuery, response: orderCsvPartSchema },
  ),
  listAdminProducts: products.list(
    'Products with their SKUs and stock, searched by name, filtered by category',
    adminProductQuery,
  ),
  getAdminProduct: products.get('One product with its SKUs'),
  createProduct: products.create('Creates a product with its SKUs and stock'),
  updateProduct: products.update(
    'Edits a product; SKUs left out are removed, stock moves by the difference the operator made',
    [409],
  ),
  listAdminProductCategories: productCategories.read(
    '',
    'Product categories in their order, with how many products each holds',
    { response: listOf(adminProductCategorySchema) },
  ),
  createProductCategory: productCategories.create('Adds a product category'),
  updateProductCategory: productCategories.update('Renames or reorders a product category'),
  deleteProductCategory: productCategories.remove('Deletes a product category that no product is in', [409]),
  listAdminDeliveryMethods: deliveryMethods.list(
    'Delivery methods with their fees, the ones off checkout included, in their order',
    adminListQuery,
  ),
  createDeliveryMethod: deliveryMethods.create('Adds a delivery method'),
  updateDeliveryMethod: deliveryMethods.update(
    'Changes a delivery method’s name, fee, order or whether checkout offers it',
  ),
} as const;

export type StockAlert = z.infer<typeof stockAlertSchema>;
export type OrderCsvPart = z.infer<typeof orderCsvPartSchema>;
export type DeliveryMethodBody = z.input<typeof deliveryMethodBody>;
export type AdminSku = z.infer<typeof adminSkuSchema>;
export type AdminProduct = z.infer<typeof adminProductSchema>;
export type AdminProductCategory = z.infer<typeof adminProductCategorySchema>;
export type ProductBody = z.input<typeof productBody>;
export type SkuBody = z.input<typeof skuBody>;
