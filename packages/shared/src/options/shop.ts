import { type Option, optionsOf } from './vehicles.js';

/**
 * Product categories (docs/product.md §3): the product form's list first, then the sample shop categories it lacks, so
 * a seller can list every category the catalogue shows.
 */
export const productCategories = optionsOf({
  motor: 'Motor',
  fren: 'Fren',
  egzoz: 'Egzoz',
  jant: 'Jant',
  'ic-mekan': 'İç Mekan',
  'dis-gorunum': 'Dış Görünüm',
  elektrik: 'Elektrik',
  suspansiyon: 'Süspansiyon',
  lastik: 'Lastik',
  akü: 'Akü',
  filtre: 'Filtre',
  yag: 'Yağ',
});
export type ProductCategory = (typeof productCategories)[number]['value'];

/** docs/product.md §3 'Product condition'. */
export const productConditions = optionsOf({
  new: 'Sıfır',
  used: 'İkinci El',
  refurbished: 'Yenilenmiş',
});
export type ProductCondition = (typeof productConditions)[number]['value'];

/** docs/product.md §4: product status active 'Aktif' or inactive 'Pasif'. */
export const productStatuses = optionsOf({
  active: 'Aktif',
  inactive: 'Pasif',
});
export type ProductStatus = (typeof productStatuses)[number]['value'];

/** docs/product.md §3 'Sort options for parts': popular (by review count), rating, price-low, price-high; plus newest. */
export const productSorts = optionsOf({
  popular: 'En Popüler',
  rating: 'En Yüksek Puan',
  'price-low': 'Fiyat: Düşükten Yükseğe',
  'price-high': 'Fiyat: Yüksekten Düşüğe',
  newest: 'En Yeni',
});
export type ProductSort = (typeof productSorts)[number]['value'];

/**
 * The footer's catalogue views (docs/decisions/014-footer-links-resolve.md): 'new' = listed in the last 30 days, newest
 * first; 'discounted' = has an original price above the price; 'campaigns' = discounted by at least 20 %; 'all'.
 */
export const catalogueViews = optionsOf({
  all: 'Tüm Ürünler',
  new: 'Yeni Ürünler',
  discounted: 'İndirimli Ürünler',
  campaigns: 'Kampanyalar',
});
export type CatalogueView = (typeof catalogueViews)[number]['value'];
export const NEW_PRODUCT_DAYS = 30;
export const CAMPAIGN_MIN_DISCOUNT_PERCENT = 20;

/** docs/decisions/006-shop-stock-money-and-orders.md: pending 'Bekliyor' → shipped 'Kargoda' → delivered 'Teslim Edildi'; cancelled. */
export const orderStatuses = optionsOf({
  pending: 'Bekliyor',
  shipped: 'Kargoda',
  delivered: 'Teslim Edildi',
  cancelled: 'İptal Edildi',
});
export type OrderStatus = (typeof orderStatuses)[number]['value'];

/** Checkout offers cash on delivery only (docs/decisions/006-shop-stock-money-and-orders.md); more methods plug in behind the payment-provider interface. */
export const paymentMethods = [{ value: 'kapida-odeme', label: 'Kapıda Ödeme' }] as const satisfies readonly Option[];
export type PaymentMethod = (typeof paymentMethods)[number]['value'];

/** Cargo companies offered when a seller ships ('Kargoya Ver'); 'Diğer' lets any other be typed. */
export const carriers = [
  'Yurtiçi Kargo',
  'Aras Kargo',
  'MNG Kargo',
  'PTT Kargo',
  'Sürat Kargo',
  'UPS Kargo',
  'DHL',
  'Trendyol Express',
  'Hepsijet',
] as const;

export const labelOf = <V extends string>(list: readonly Option<V>[], value: string): string =>
  list.find((o) => o.value === value)?.label ?? value;
