import {
  type AdminSellerApplication,
  type SellerApplication,
  type SellerDocumentKind,
  sellerApplicationSchema,
  sellerDocumentKinds,
} from '@otousta/shared/schemas/shop';
import type { FastifyBaseLogger } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { AppError, conflict, notFound, unauthorized } from '../../errors.js';
import type { StoredObject } from '../../media/media.storage.js';
import { foreignKeyViolation, uniqueViolation } from '../../platform/db-errors.js';
import type { AuthUser } from '../../platform/identity.js';
import type { ApplicationWithApplicant, SellersRepository } from './sellers.repository.js';
import type { SellerApplicationRow } from './sellers.table.js';
import { parseInput } from './sellers.validation.js';

export interface DocumentStore {
  saveDocument(file: { buffer: Buffer }): Promise<string>;
  readDocument(key: string): Promise<StoredObject | undefined>;
  deleteDocument(key: string): Promise<void>;
}

export interface SellerDocumentFile {
  field: string;
  buffer: Buffer;
}

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

const toAdminView = (row: ApplicationWithApplicant): AdminSellerApplication => ({
  ...toSellerApplication(row),
  applicant: row.applicant,
});

export function createSellersService(deps: {
  sellers: SellersRepository;
  documents: DocumentStore;
  log: FastifyBaseLogger;
}) {
  const { sellers, documents, log } = deps;

  const forget = async (keys: string[]) => {
    for (const key of keys) {
      await documents.deleteDocument(key).catch((err: unknown) => log.warn({ err }, 'could not delete document'));
    }
  };

  async function decided(id: string, row: SellerApplicationRow | undefined): Promise<AdminSellerApplication> {
    if (!row) {
      // Nothing changed: either there is no such application, or it was already approved or rejected.
      if (!(await sellers.findWithApplicant(id))) throw notFound('SELLER_APPLICATION_NOT_FOUND');
      throw conflict('SELLER_APPLICATION_DECIDED');
    }
    const full = await sellers.findWithApplicant(row.id);
    return toAdminView(full!);
  }

  return {
    /** Spec §5 rules, then one open application per user, then the private documents, then the row. */
    async apply(actor: AuthUser, data: unknown, files: SellerDocumentFile[]): Promise<SellerApplication> {
      const input = parseInput(sellerApplicationSchema, data);
      const latest = await sellers.latestFor(actor.id);
      if (latest?.status === 'pending') throw conflict('SELLER_APPLICATION_PENDING');
      if (latest?.status === 'approved') throw conflict('SELLER_ALREADY_APPROVED');

      const keys: Partial<Record<SellerDocumentKind, string>> = {};
      try {
        for (const kind of sellerDocumentKinds) {
          const file = files.find((f) => f.field === kind);
          if (file) keys[kind] = await documents.saveDocument(file);
        }
        const row = await sellers.insert({
          id: uuidv7(),
          userId: actor.id,
          ...input,
          businessLicenseKey: keys.businessLicense ?? null,
          taxCertificateKey: keys.taxCertificate ?? null,
        });
        return toSellerApplication(row);
      } catch (error) {
        await forget(Object.values(keys));
        if (uniqueViolation(error) !== undefined) throw conflict('SELLER_APPLICATION_PENDING');
        // The account was deleted while its token was still valid.
        if (foreignKeyViolation(error)) {
          throw unauthorized('UNAUTHORIZED');
        }
        throw error;
      }
    },

    async own(actor: AuthUser): Promise<SellerApplication | null> {
      const row = await sellers.latestFor(actor.id);
      return row ? toSellerApplication(row) : null;
    },

    async list(status: SellerApplicationRow['status'] | undefined, page: number, limit: number) {
      const { rows, total } = await sellers.page(status, (page - 1) * limit, limit);
      return {
        applications: rows.map(toAdminView),
        pagination: { page, limit, total, pages: Math.ceil(total / limit) },
      };
    },

    async approve(admin: AuthUser, id: string): Promise<AdminSellerApplication> {
      return decided(id, await sellers.decide(id, { status: 'approved', reason: null, adminId: admin.id }));
    },

    async reject(admin: AuthUser, id: string, reason: string): Promise<AdminSellerApplication> {
      return decided(id, await sellers.decide(id, { status: 'rejected', reason, adminId: admin.id }));
    },

    /** An application's document for an admin's eyes only. */
    async document(id: string, kind: SellerDocumentKind): Promise<StoredObject> {
      const row = await sellers.findWithApplicant(id);
      if (!row) throw notFound('SELLER_APPLICATION_NOT_FOUND');
      const key = kind === 'businessLicense' ? row.businessLicenseKey : row.taxCertificateKey;
      const stored = key ? await documents.readDocument(key) : undefined;
      if (!stored) throw notFound('DOCUMENT_NOT_FOUND');
      return stored;
    },
  };
}

export type SellersService = ReturnType<typeof createSellersService>;

/** Re-words the generic file-size refusal with the seller form's own message (spec §5 'Seller application'). */
export function documentUploadError(error: unknown): unknown {
  if (error instanceof AppError && error.code === 'FILE_TOO_LARGE') return new AppError(413, 'DOCUMENT_TOO_LARGE');
  return error;
}
