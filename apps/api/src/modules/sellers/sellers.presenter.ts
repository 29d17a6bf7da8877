import type { AdminSellerApplication, SellerApplication } from '@otousta/shared/schemas/shop';
import type { ApplicationWithApplicant } from './sellers.service.js';
import type { SellerApplicationRow } from './sellers.table.js';

export function toSellerApplication(row: SellerApplicationRow): SellerApplication {
  return {
    _id: row.id,
    id: row.id,
    userId: row.userId,
    taxNumber: row.taxNumber,
    businessName: row.businessName,
    businessPhone: row.businessPhone,
    businessAddress: row.businessAddress,
    businessDescription: row.businessDescription,
    businessType: row.businessType as SellerApplication['businessType'],
    yearsInBusiness: row.yearsInBusiness as SellerApplication['yearsInBusiness'],
    // Only whether a document exists: the stored file is reachable by admins alone.
    documents: { businessLicense: row.businessLicenseKey !== null, taxCertificate: row.taxCertificateKey !== null },
    status: row.status,
    rejectionReason: row.rejectionReason,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const toAdminSellerApplication = (row: ApplicationWithApplicant): AdminSellerApplication => ({
  ...toSellerApplication(row),
  applicant: row.applicant,
});
