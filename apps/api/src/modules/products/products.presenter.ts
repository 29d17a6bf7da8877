import { discountPercent, fitmentDescribed, type Product } from '@otousta/shared/schemas/shop';
import { toLira } from '../../platform/money.js';
import type { ProductWithSeller } from './products.service.js';

export function toProduct(row: ProductWithSeller): Product {
  const price = toLira(row.priceKurus);
  const originalPrice = row.originalPriceKurus === null ? null : toLira(row.originalPriceKurus);
  const { seller } = row;
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    description: row.description,
    price,
    originalPrice,
    discountPercent: discountPercent(price, originalPrice),
    stock: row.stock,
    category: row.category as Product['category'],
    brand: row.brand,
    condition: row.condition,
    status: row.status,
    photos: row.photos,
    rating: row.rating,
    reviewCount: row.reviewCount,
    salesCount: row.salesCount,
    universal: row.universal,
    fitmentMissing: !fitmentDescribed({
      universal: row.universal,
      hasVehicles: row.fitModels.length > 0,
      hasOemNumbers: row.hasOem,
    }),
    sellerId: row.sellerId,
    // Only what a shop window shows: never the seller's e-mail, phone or tax number.
    seller: {
      _id: seller.id,
      id: seller.id,
      businessName: seller.shopName ?? seller.businessName ?? `${seller.firstName} ${seller.lastName}`,
      firstName: seller.firstName,
      lastName: seller.lastName,
      userType: seller.userType,
      city: seller.city,
      photo: seller.photos[0] ?? null,
      memberSince: seller.createdAt.toISOString(),
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
