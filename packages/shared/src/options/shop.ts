import type { Option } from './vehicles.js';

/**
 * Product categories (docs/product.md §3): the product form's list first, then the sample shop categories it lacks, so
 * a seller can list every category the catalogue shows.
 */
export const productCategories = [
  { value: 'motor', label: 'Motor' },
  { value: 'fren', label: 'Fren' },
  { value: 'egzoz', label: 'Egzoz' },
  { value: 'jant', label: 'Jant' },
  { value: 'ic-mekan', label: 'İç Mekan' },
  { value: 'dis-gorunum', label: 'Dış Görünüm' },
  { value: 'elektrik', label: 'Elektrik' },
  { value: 'suspansiyon', label: 'Süspansiyon' },
  { value: 'lastik', label: 'Lastik' },
  { value: 'akü', label: 'Akü' },
  { value: 'filtre', label: 'Filtre' },
  { value: 'yag', label: 'Yağ' },
] as const satisfies readonly Option[];
export type ProductCategory = (typeof productCategories)[number]['value'];

/** docs/product.md §3 'Product condition'. */
export const productConditions = [
  { value: 'new', label: 'Sıfır' },
  { value: 'used', label: 'İkinci El' },
  { value: 'refurbished', label: 'Yenilenmiş' },
] as const satisfies readonly Option[];
export type ProductCondition = (typeof productConditions)[number]['value'];

/** docs/product.md §4: product status active 'Aktif' or inactive 'Pasif'. */
export const productStatuses = [
  { value: 'active', label: 'Aktif' },
  { value: 'inactive', label: 'Pasif' },
] as const satisfies readonly Option[];
export type ProductStatus = (typeof productStatuses)[number]['value'];

/** docs/product.md §3 'Sort options for parts': popular (by review count), rating, price-low, price-high; plus newest. */
export const productSorts = [
  { value: 'popular', label: 'En Popüler' },
  { value: 'rating', label: 'En Yüksek Puan' },
  { value: 'price-low', label: 'Fiyat: Düşükten Yükseğe' },
  { value: 'price-high', label: 'Fiyat: Yüksekten Düşüğe' },
  { value: 'newest', label: 'En Yeni' },
] as const satisfies readonly Option[];
export type ProductSort = (typeof productSorts)[number]['value'];

/**
 * The footer's catalogue views (docs/decisions/014-footer-links-resolve.md): 'new' = listed in the last 30 days, newest
 * first; 'discounted' = has an original price above the price; 'campaigns' = discounted by at least 20 %; 'all'.
 */
export const catalogueViews = [
  { value: 'all', label: 'Tüm Ürünler' },
  { value: 'new', label: 'Yeni Ürünler' },
  { value: 'discounted', label: 'İndirimli Ürünler' },
  { value: 'campaigns', label: 'Kampanyalar' },
] as const satisfies readonly Option[];
export type CatalogueView = (typeof catalogueViews)[number]['value'];
export const NEW_PRODUCT_DAYS = 30;
export const CAMPAIGN_MIN_DISCOUNT_PERCENT = 20;

/** docs/decisions/006-shop-stock-money-and-orders.md: pending 'Bekliyor' → shipped 'Kargoda' → delivered 'Teslim Edildi'; cancelled. */
export const orderStatuses = [
  { value: 'pending', label: 'Bekliyor' },
  { value: 'shipped', label: 'Kargoda' },
  { value: 'delivered', label: 'Teslim Edildi' },
  { value: 'cancelled', label: 'İptal Edildi' },
] as const satisfies readonly Option[];
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
