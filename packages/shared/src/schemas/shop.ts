/**
 * The spare-parts shop contract (docs/product.md §2, §3, §5, §7, §8; docs/decisions/006-shop-stock-money-and-orders.md,
 * 012-seller-panel-access.md, 013-admin-role.md, 014-footer-links-resolve.md), shared by the API and the
 * shop screens. Money travels as TL numbers with at most two decimals. Every error is
 * `{ statusCode, code, message, errors? }` with `code` from messages/tr.ts. Bearer token = signed in.
 *
 * Sellers
 *   POST /api/users/seller-application          bearer. JSON `SellerApplicationInput`, or multipart with
 *        `applicationData` (JSON) + optional files `businessLicense`, `taxCertificate` (PDF/JPG/PNG, 5 MB each)
 *        → 201 `{ data: SellerApplication }`; 409 SELLER_APPLICATION_PENDING | SELLER_ALREADY_APPROVED.
 *   GET  /api/users/seller-application           bearer → `{ data: SellerApplication | null }` (own, latest).
 *        The own profile (`GET /api/auth/profile`, login answer) carries `sellerApplication: { status } | null`
 *        and `eCommerceIsVerified`.
 * Admin (role 'admin', else 403 FORBIDDEN)
 *   GET  /api/admin/seller-applications?status=pending|approved|rejected&page&limit
 *        → `{ applications: AdminSellerApplication[], pagination }`
 *   POST /api/admin/seller-applications/{id}/approve            → `{ data: AdminSellerApplication }`
 *   POST /api/admin/seller-applications/{id}/reject `{ reason }` → `{ data: AdminSellerApplication }`
 *        409 SELLER_APPLICATION_DECIDED when no longer pending.
 *   GET  /api/admin/seller-applications/{id}/documents/{businessLicense|taxCertificate} → the file (admin only;
 *        documents are never served publicly).
 *   GET  /api/admin/actions?targetType&targetId&page&limit → `{ actions: AdminAction[], pagination }` (audit log)
 * Products
 *   GET  /api/products?q&category&sort&view&sellerId&minPrice&maxPrice&condition&page&limit
 *        → `{ products: Product[], pagination }` (active products of approved sellers only)
 *   GET  /api/products/categories → `{ categories: { value, label, count }[] }` (active products per category)
 *   GET  /api/products/{id} → `{ product: Product }` (an inactive one only for its seller; else 404)
 *   POST /api/products  multipart `productData` (JSON `ProductInput`) + `photos` (≤ 10 images)
 *        → 201 `{ success: true, message: 'Ürün başarıyla eklendi!', product }`; 403 SELLER_NOT_APPROVED.
 *   PUT  /api/products/{id} multipart `productData` (JSON `ProductInput` + `keepPhotos: string[]`, the saved
 *        photo URLs to keep; omitted = keep all) + new `photos`; kept + new ≤ 10
 *        → `{ success: true, message: 'Ürün başarıyla güncellendi!', product }`; owner only (403).
 *   PATCH /api/products/{id}/status `{ status: 'active'|'inactive' }` → `{ success, message, product }` (owner)
 *   DELETE /api/products/{id} → `{ success: true, message }` (owner)
 *   GET  /api/seller/products?status&page&limit → `{ products, pagination }` (own, all statuses)
 * Cart (per signed-in user, kept on the server)
 *   GET    /api/cart                                   → `{ cart: Cart }`
 *   POST   /api/cart/items `{ productId, quantity }`    → `{ cart }` (adds to the quantity already there)
 *   PATCH  /api/cart/items/{productId} `{ quantity }`   → `{ cart }`
 *   DELETE /api/cart/items/{productId}                 → `{ cart }`
 *   DELETE /api/cart                                   → `{ cart }` (empty)
 * Orders
 *   POST /api/orders/checkout `CheckoutInput` → 201 `{ orders: Order[] }` (one per seller; stock taken atomically;
 *        409 INSUFFICIENT_STOCK, 400 CART_EMPTY, 409 PRODUCT_UNAVAILABLE)
 *   GET  /api/orders?status&page&limit → `{ orders: Order[], pagination }` (the buyer's own)
 *   GET  /api/orders/{id} → `{ order }` (its buyer or seller only; else 404)
 *   POST /api/orders/{id}/cancel → `{ order }` (buyer, while 'pending'; stock returns; else 409)
 *   GET  /api/seller/orders?status&page&limit → `{ orders: Order[], pagination }` (orders to the seller)
 *   POST /api/seller/orders/{id}/ship `{ carrier, trackingNumber }` → `{ order }` (pending → shipped)
 *   POST /api/seller/orders/{id}/deliver → `{ order }` (shipped → delivered)
 *   GET  /api/seller/stats?days=30 → `SellerStats` (totals, 5 latest orders, daily series)
 */
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';
import { businessTypes, yearsInBusiness } from '../options/business.js';
import {
  catalogueViews,
  orderStatuses,
  paymentMethods,
  productCategories,
  productConditions,
  productSorts,
  productStatuses,
} from '../options/shop.js';
import {
  type CountedPagination,
  countedPageSchema,
  entityIds,
  isoDateTime,
  pageQuerySchema,
  timestamps,
} from './api.js';
import { fitmentInputSchema, oemSchema } from './garage.js';
import { boundedNumber, textNumber } from './numbers.js';
import { readOrRefuse } from './read-or-refuse.js';
import { trimmedText } from './trimmed-text.js';

export const SHOP_LIMITS = {
  productPhotosMax: 10,
  nameMax: 120,
  brandMax: 60,
  descriptionMax: 5000,
  priceMax: 1_000_000,
  stockMax: 100_000,
  quantityMax: 99,
  pageSize: 12,
  maxPageSize: 48,
  applicationTextMax: 200,
  applicationDescriptionMax: 2000,
  rejectionReasonMax: 500,
  recentOrders: 5,
} as const;

const values = <V extends string>(list: readonly { value: V }[]) => list.map((o) => o.value) as [V, ...V[]];

/**
 * Turkish tax number (VKN): 10 digits whose last is the check digit of the first nine (Gelir İdaresi algorithm).
 * For each digit d at position i (0-8): t = (d + 9 - i) mod 10; v = t·2^(9-i) mod 9, or 9 when t ≠ 0 and that is 0.
 * The check digit is (10 - Σv mod 10) mod 10.
 */
export function vknCheckDigit(firstNine: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const t = (Number(firstNine[i]) + 9 - i) % 10;
    let v = (t * 2 ** (9 - i)) % 9;
    if (t !== 0 && v === 0) v = 9;
    sum += v;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidVkn(raw: string): boolean {
  return /^\d{10}$/.test(raw) && vknCheckDigit(raw.slice(0, 9)) === Number(raw[9]);
}

/** A Turkish business phone (mobile or landline) as E.164, or undefined. */
export function normalizeBusinessPhone(raw: string): string | undefined {
  const trimmed = raw.trim();
  if (!trimmed || !isValidPhoneNumber(trimmed, 'TR')) return undefined;
  const parsed = parsePhoneNumberFromString(trimmed, 'TR');
  return parsed?.country === 'TR' ? parsed.number : undefined;
}

const required = (max: number) => trimmedText(errorMessages.REQUIRED_FIELDS, 1, max);

// ---------------------------------------------------------------------------------------------------------------
// Seller application (docs/product.md §3 'Seller application', §5)

/** docs/product.md §5: all text fields and both selects required; VKN check digit verified; phone validated. */
export const sellerApplicationSchema = z.object({
  taxNumber: z
    .string({ error: errorMessages.REQUIRED_FIELDS })
    .trim()
    .min(1, errorMessages.REQUIRED_FIELDS)
    // Spaces are how people group the digits; nothing else is accepted.
    .transform((raw) => raw.replace(/\s+/g, ''))
    .refine(isValidVkn, errorMessages.INVALID_TAX_NUMBER),
  businessName: required(SHOP_LIMITS.applicationTextMax),
  businessPhone: trimmedText(errorMessages.REQUIRED_FIELDS, 1, 40, errorMessages.INVALID_BUSINESS_PHONE).transform(
    readOrRefuse(normalizeBusinessPhone, errorMessages.INVALID_BUSINESS_PHONE),
  ),
  businessAddress: required(SHOP_LIMITS.applicationTextMax * 2),
  businessDescription: required(SHOP_LIMITS.applicationDescriptionMax),
  businessType: z.enum(values(businessTypes), { error: errorMessages.INVALID_BUSINESS_TYPE }),
  yearsInBusiness: z.enum(values(yearsInBusiness), { error: errorMessages.INVALID_YEARS_IN_BUSINESS }),
});
export type SellerApplicationInput = z.input<typeof sellerApplicationSchema>;

export const sellerApplicationStatusValues = ['pending', 'approved', 'rejected'] as const;
export type SellerApplicationStatus = (typeof sellerApplicationStatusValues)[number];
export const sellerApplicationStatusLabels: Record<SellerApplicationStatus, string> = {
  pending: 'Beklemede',
  approved: 'Onaylandı',
  rejected: 'Reddedildi',
};

/** The multipart file fields of the application; their presence is reported, the files themselves stay private. */
export const sellerDocumentKinds = ['businessLicense', 'taxCertificate'] as const;
export type SellerDocumentKind = (typeof sellerDocumentKinds)[number];

export const sellerApplicationResponseSchema = z.object({
  ...entityIds,
  userId: z.string(),
  taxNumber: z.string(),
  businessName: z.string(),
  businessPhone: z.string(),
  businessAddress: z.string(),
  businessDescription: z.string(),
  businessType: z.enum(values(businessTypes)),
  yearsInBusiness: z.enum(values(yearsInBusiness)),
  documents: z.object({ businessLicense: z.boolean(), taxCertificate: z.boolean() }),
  status: z.enum(sellerApplicationStatusValues),
  rejectionReason: z.string().nullable(),
  reviewedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type SellerApplication = z.infer<typeof sellerApplicationResponseSchema>;

export const adminSellerApplicationSchema = sellerApplicationResponseSchema.extend({
  applicant: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    userType: z.enum(['musteri', 'isletme']),
  }),
});
export type AdminSellerApplication = z.infer<typeof adminSellerApplicationSchema>;

export const rejectApplicationSchema = z.object({
  reason: trimmedText(errorMessages.REJECTION_REASON_REQUIRED, 1, SHOP_LIMITS.rejectionReasonMax),
});

export const adminActionSchema = z.object({
  id: z.string(),
  actorId: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: isoDateTime,
});
export type AdminAction = z.infer<typeof adminActionSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Products (docs/product.md §3 'Product form', §5)

/** A price in TL: at least one kuruş (1e-320 is a number but no price), at most the shop's ceiling, kuruş precision. */
export const money = (message: string) =>
  boundedNumber({ min: 0.01, max: SHOP_LIMITS.priceMax, message })
    // Kuruş precision: 19.999 is not a price (the form's step is 0.01).
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, message);

/** docs/product.md §5 product rules with their exact messages. `sellerId` of the documented payload is ignored: the caller sells. */
export const productInputSchema = z
  .object({
    name: trimmedText(errorMessages.PRODUCT_NAME_REQUIRED, 1, SHOP_LIMITS.nameMax),
    description: trimmedText(errorMessages.PRODUCT_DESCRIPTION_REQUIRED, 1, SHOP_LIMITS.descriptionMax),
    price: money(errorMessages.PRODUCT_PRICE_INVALID),
    originalPrice: z
      .union([z.literal(''), z.null(), money(errorMessages.PRODUCT_ORIGINAL_PRICE_INVALID)])
      .optional()
      .transform((v) => (v === '' || v === undefined ? null : v)),
    stock: boundedNumber({
      min: 0,
      max: SHOP_LIMITS.stockMax,
      int: true,
      message: errorMessages.PRODUCT_STOCK_INVALID,
    }),
    category: z.enum(values(productCategories), { error: errorMessages.CATEGORY_REQUIRED }),
    brand: trimmedText(errorMessages.PRODUCT_BRAND_REQUIRED, 1, SHOP_LIMITS.brandMax),
    condition: z.enum(values(productConditions), { error: errorMessages.CONDITION_REQUIRED }),
    status: z.enum(values(productStatuses), { error: errorMessages.INVALID_PRODUCT_STATUS }).default('active'),
    /** PUT only: the stock the seller's form started from; the save then changes stock by the difference. */
    stockSeen: z.number().int().min(0).max(SHOP_LIMITS.stockMax).optional(),
    /** PUT only: saved photo URLs to keep, in display order; omitted keeps them all. */
    keepPhotos: z.array(z.string().max(300)).max(SHOP_LIMITS.productPhotosMax).optional(),
    /** 'Evrensel / araca özel değil': the part fits any vehicle (a PUT without it keeps the saved choice). */
    universal: z.boolean({ error: errorMessages.VALIDATION }).optional(),
    /**
     * POST only: the vehicles it fits and its OEM numbers, saved with it. A new product needs one of them, or
     * `universal` (docs/product.md 'Garage, favourites and fitment').
     */
    fitment: fitmentInputSchema.optional(),
  })
  .refine((p) => p.originalPrice === null || p.originalPrice > p.price, {
    message: errorMessages.PRODUCT_ORIGINAL_PRICE_INVALID,
    path: ['originalPrice'],
  });
export type ProductInput = z.input<typeof productInputSchema>;

/**
 * Whether a part says which vehicles it fits (docs/product.md 'Garage, favourites and fitment'): 'Evrensel / araca
 * özel değil', or at least one fitting vehicle or OEM number. A buyer filtering by their vehicle relies on it.
 */
export const fitmentDescribed = (p: { universal?: boolean; hasVehicles: boolean; hasOemNumbers: boolean }): boolean =>
  Boolean(p.universal) || p.hasVehicles || p.hasOemNumbers;

/** POST: a new product, which must say what it fits (the seller's form and the API check alike). */
export const newProductInputSchema = productInputSchema.refine(
  (p) =>
    fitmentDescribed({
      universal: p.universal,
      hasVehicles: Boolean(p.fitment?.vehicles.length),
      hasOemNumbers: Boolean(p.fitment?.oemNumbers.length),
    }),
  { message: errorMessages.FITMENT_REQUIRED, path: ['fitment'] },
);
export type ProductData = z.output<typeof productInputSchema>;

export const productStatusInputSchema = z.object({
  status: z.enum(values(productStatuses), { error: errorMessages.INVALID_PRODUCT_STATUS }),
});

/**
 * Rounded percent off the original price (docs/product.md §9), or null without a higher original price. Rounding never
 * says
 * more or less than is true: something that still costs money is at most 99 % off, and a real discount at least 1 %.
 */
export function discountPercent(price: number, originalPrice: number | null | undefined): number | null {
  if (!originalPrice || originalPrice <= price) return null;
  const rounded = Math.round(((originalPrice - price) / originalPrice) * 100);
  return price > 0 ? Math.min(99, Math.max(1, rounded)) : 100;
}

export const productSellerSchema = z.object({
  ...entityIds,
  /** The shop name from the approved application. */
  businessName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** 'isletme': the seller has a public business page (/isletme/{id}) a buyer can be sent to. */
  userType: z.enum(['musteri', 'isletme']),
  city: z.string(),
  photo: z.string().nullable(),
  memberSince: isoDateTime,
});

export const productSchema = z.object({
  ...entityIds,
  name: z.string(),
  description: z.string(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  discountPercent: z.number().int().nullable(),
  stock: z.number().int(),
  category: z.enum(values(productCategories)),
  brand: z.string(),
  condition: z.enum(values(productConditions)),
  status: z.enum(values(productStatuses)),
  photos: z.array(z.string()),
  rating: z.number(),
  reviewCount: z.number().int(),
  salesCount: z.number().int(),
  /** 'Evrensel / araca özel değil'. */
  universal: z.boolean(),
  /** Neither universal nor with a fitting vehicle or an OEM number: the seller panel asks for them. */
  fitmentMissing: z.boolean(),
  sellerId: z.string(),
  seller: productSellerSchema,
  ...timestamps,
});
export type Product = z.infer<typeof productSchema>;

export type Pagination = CountedPagination;

export const productPageSchema = countedPageSchema('products', productSchema);
export type ProductPage = z.infer<typeof productPageSchema>;

export const productMutationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  product: productSchema.optional(),
});

/** `{ page, limit }` of the shop's lists: 12 per page, at most 48. */
export const shopPageQuerySchema = pageQuerySchema({ size: SHOP_LIMITS.pageSize, max: SHOP_LIMITS.maxPageSize });

const optionalPrice = textNumber({
  min: 0,
  max: SHOP_LIMITS.priceMax,
  message: errorMessages.INVALID_PRICE_FILTER,
}).optional();

export const productListQuerySchema = shopPageQuerySchema.extend({
  q: z.string().max(100).optional(),
  category: z.enum(values(productCategories), { error: errorMessages.CATEGORY_REQUIRED }).optional(),
  condition: z.enum(values(productConditions), { error: errorMessages.CONDITION_REQUIRED }).optional(),
  sort: z.enum(values(productSorts), { error: errorMessages.VALIDATION }).default('popular'),
  view: z.enum(values(catalogueViews), { error: errorMessages.VALIDATION }).default('all'),
  sellerId: z.string().max(64).optional(),
  minPrice: optionalPrice,
  maxPrice: optionalPrice,
  /** A vehicle of the caller's garage: only parts that fit it (docs/product.md 'Garage, favourites and fitment'). */
  fits: z.string().min(1).max(64).optional(),
  /** An OEM number, compared as upper-case letters and digits. */
  oem: oemSchema.optional(),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

export const sellerProductsQuerySchema = shopPageQuerySchema.extend({
  status: z.enum(values(productStatuses), { error: errorMessages.INVALID_PRODUCT_STATUS }).optional(),
});

export const categoryCountsSchema = z.object({
  categories: z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int() })),
});

// ---------------------------------------------------------------------------------------------------------------
// Cart and checkout

export const quantitySchema = boundedNumber({
  min: 1,
  max: SHOP_LIMITS.quantityMax,
  int: true,
  message: errorMessages.INVALID_QUANTITY,
});

export const addToCartSchema = z.object({
  productId: z.string({ error: errorMessages.PRODUCT_NOT_FOUND }).min(1, errorMessages.PRODUCT_NOT_FOUND).max(64),
  quantity: quantitySchema.default(1),
});
export const updateCartItemSchema = z.object({ quantity: quantitySchema });

export const cartItemSchema = z.object({
  productId: z.string(),
  quantity: z.number().int(),
  /** The product as it is now; `available` false when it went inactive, was deleted or lacks the stock. */
  product: productSchema.nullable(),
  available: z.boolean(),
  lineTotal: z.number(),
});
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  totalQuantity: z.number().int(),
  subtotal: z.number(),
});
export type Cart = z.infer<typeof cartSchema>;
export const cartResponseSchema = z.object({ cart: cartSchema });

export const deliveryAddressSchema = z.object({
  fullName: trimmedText(errorMessages.DELIVERY_NAME_REQUIRED, 1, 120),
  phone: z
    .string({ error: errorMessages.INVALID_PHONE })
    .trim()
    .max(40, errorMessages.INVALID_PHONE)
    .transform(readOrRefuse(normalizeBusinessPhone, errorMessages.INVALID_PHONE)),
  city: trimmedText(errorMessages.DELIVERY_CITY_REQUIRED, 1, 60),
  district: trimmedText(errorMessages.DELIVERY_DISTRICT_REQUIRED, 1, 60),
  address: trimmedText(errorMessages.DELIVERY_ADDRESS_REQUIRED, 5, 500),
});
export type DeliveryAddress = z.output<typeof deliveryAddressSchema>;

/** What the distance sales documents are filled with: `POST /api/orders/checkout/documents` previews them. */
export const checkoutDocumentsInputSchema = z.object({
  deliveryAddress: deliveryAddressSchema,
  paymentMethod: z.enum(values(paymentMethods), { error: errorMessages.INVALID_PAYMENT_METHOD }),
  note: z.string().trim().max(500, errorMessages.TEXT_TOO_LONG).optional(),
});
export type CheckoutDocumentsInput = z.input<typeof checkoutDocumentsInputSchema>;

/** Checkout: the buyer must have accepted the previewed documents (`acceptDocuments: true`), else 400. */
export const checkoutSchema = checkoutDocumentsInputSchema.extend({
  acceptDocuments: z.literal(true, { error: errorMessages.DOCUMENTS_NOT_ACCEPTED }),
});
export type CheckoutInput = z.input<typeof checkoutSchema>;

/** The Ön Bilgilendirme Formu and Mesafeli Satış Sözleşmesi of one seller's order, as the buyer accepts them. */
export const orderDocumentsSchema = z.object({
  templateId: z.string(),
  preliminaryInfo: z.string(),
  contract: z.string(),
});
export type OrderDocuments = z.infer<typeof orderDocumentsSchema>;

export const checkoutDocumentsSchema = z.object({
  documents: z.array(orderDocumentsSchema.extend({ seller: z.object({ id: z.string(), businessName: z.string() }) })),
});
export type CheckoutDocuments = z.infer<typeof checkoutDocumentsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Orders

export const orderItemSchema = z.object({
  /** The order line's id: what a return request names. */
  id: z.string(),
  productId: z.string().nullable(),
  name: z.string(),
  photo: z.string().nullable(),
  price: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
});

export const orderSchema = z.object({
  ...entityIds,
  /** Short number shown to people, e.g. 'OY-7F3A92C1'. */
  orderNumber: z.string(),
  status: z.enum(values(orderStatuses)),
  statusLabel: z.string(),
  items: z.array(orderItemSchema),
  itemCount: z.number().int(),
  total: z.number(),
  paymentMethod: z.enum(values(paymentMethods)),
  deliveryAddress: z.object({
    fullName: z.string(),
    phone: z.string(),
    city: z.string(),
    district: z.string(),
    address: z.string(),
  }),
  note: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** `id` is null once the buyer deleted their account; the name is then the delivery address's. */
  buyer: z.object({ id: z.string().nullable(), firstName: z.string(), lastName: z.string() }),
  seller: z.object({ id: z.string(), businessName: z.string() }),
  createdAt: isoDateTime,
  shippedAt: isoDateTime.nullable(),
  deliveredAt: isoDateTime.nullable(),
  cancelledAt: isoDateTime.nullable(),
  /** The documents the buyer accepted at checkout; null on orders placed before they were introduced. */
  documents: orderDocumentsSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = z.object({ order: orderSchema });
export const ordersResponseSchema = z.object({ orders: z.array(orderSchema) });
export const orderPageSchema = countedPageSchema('orders', orderSchema);

export const orderListQuerySchema = shopPageQuerySchema.extend({
  status: z.enum(values(orderStatuses), { error: errorMessages.VALIDATION }).optional(),
});

export const shipOrderSchema = z.object({
  carrier: trimmedText(errorMessages.CARRIER_REQUIRED, 1, 60),
  trackingNumber: trimmedText(errorMessages.TRACKING_NUMBER_REQUIRED, 1, 60),
});

export const sellerStatsQuerySchema = z.object({
  days: textNumber({ min: 1, max: 365, int: true, message: errorMessages.INVALID_STATS_DAYS }).default(30),
});

/** Seller panel numbers (docs/product.md §2 'Seller panel'): cancelled orders count towards nothing. */
export const sellerStatsSchema = z.object({
  totalOrders: z.number().int(),
  pendingOrders: z.number().int(),
  /** Items sold (quantities) over all non-cancelled orders. */
  totalSales: z.number().int(),
  revenue: z.number(),
  productCount: z.number().int(),
  activeProductCount: z.number().int(),
  recentOrders: z.array(orderSchema),
  /** One row per day of the last `days` days, oldest first, for the analytics chart. */
  series: z.array(
    z.object({ date: z.string(), orders: z.number().int(), sales: z.number().int(), revenue: z.number() }),
  ),
});
export type SellerStats = z.infer<typeof sellerStatsSchema>;
