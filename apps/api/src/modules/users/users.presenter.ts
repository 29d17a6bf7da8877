import type { OwnUser, PublicUser } from '@otousta/shared/schemas/user';
import type { PublicUserRow, UserRow } from './users.table.js';

/** What anybody may see. Only a business's contact details are published (docs/decisions/002-api-contract-and-errors.md). */
export function toPublicUser(row: PublicUserRow): PublicUser {
  return {
    _id: row.id,
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    userType: row.userType,
    city: row.city,
    photos: row.photos,
    businessName: row.businessName,
    vehicleType: row.vehicleType,
    businessSector: row.businessSector,
    businessBrand: row.businessBrand,
    authorizedBrands: row.authorizedBrands,
    businessServices: row.businessServices,
    businessAddress: row.businessAddress,
    businessLatitude: row.businessLatitude,
    businessLongitude: row.businessLongitude,
    instagram: row.instagram,
    facebook: row.facebook,
    rating: row.rating,
    reviewCount: row.reviewCount,
    verifiedReviewCount: row.verifiedReviewCount,
    responseTimeMinutes: row.responseTimeMinutes,
    responseRate: row.responseRate,
    isOnline: row.isOnline,
    isVerified: row.isVerified,
    isActive: row.isActive,
    lastSeen: row.lastSeen?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    ...(row.userType === 'isletme' ? { phone: row.phone, email: row.email } : {}),
  };
}

/** The signed-in user's own data. */
export function toOwnUser(row: UserRow): OwnUser {
  return {
    ...toPublicUser(row),
    email: row.email,
    phone: row.phone,
    birthDate: row.birthDate,
    preferences: row.preferences,
    role: row.role,
    eCommerceIsVerified: row.eCommerceIsVerified,
    emailVerified: row.emailVerifiedAt !== null,
    ...(row.pendingEmail ? { pendingEmail: row.pendingEmail } : {}),
    consents: {
      kvkkAcceptedAt: row.kvkkAcceptedAt?.toISOString() ?? null,
      kvkkVersion: row.kvkkVersion,
      marketingConsent: row.marketingConsent,
      marketingConsentAt: row.marketingConsentAt?.toISOString() ?? null,
    },
    // The latest seller application's status, kept on the row by the sellers module; null before any.
    sellerApplication: row.sellerApplicationStatus ? { status: row.sellerApplicationStatus } : null,
  };
}
