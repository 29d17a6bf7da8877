import type { SellerLegalDetailsInput } from '@otousta/shared/schemas/seller-legal';
import { type SellerDocumentKind, sellerApplicationSchema, sellerDocumentKinds } from '@otousta/shared/schemas/shop';
import type { FastifyBaseLogger } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { Db, Tx } from '../../db/client.js';
import type { StoredObject } from '../../media/media.storage.js';
import { recordAdminAction } from '../../platform/audit.js';
import { foreignKeyViolation, uniqueViolation } from '../../platform/db-errors.js';
import { AppError, conflict, forbidden, notFound, unauthorized } from '../../platform/errors.js';
import type { Events } from '../../platform/events.js';
import type { AuthUser } from '../../platform/identity.js';
import { parseInput } from '../../platform/parse-input.js';
import type { UserSummary, UsersService } from '../users/users.service.js';
import { createSellersRepository, shopNameOf } from './sellers.repository.js';
import type { SellerApplicationRow } from './sellers.table.js';

/** A seller's shop name as a column another module's statement reads with its rows (a catalogue page). */
export { shopNameOf };

export interface Applicant {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  userType: 'musteri' | 'isletme';
}

/** What a seller's orders' documents name and where their returns go. */
export interface SellerLegalDetails {
  legalTitle: string;
  taxOffice: string;
  address: string;
  taxNumber: string;
  phone: string;
  updatedAt: Date;
}

export type ApplicationWithApplicant = SellerApplicationRow & { applicant: Applicant };

const applicantOf = (user: UserSummary): Applicant => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone,
  userType: user.userType,
});

export interface DocumentStore {
  saveDocument(file: { buffer: Buffer }): Promise<string>;
  readDocument(key: string): Promise<StoredObject | undefined>;
  documentLink(key: string): Promise<string | undefined>;
  deleteDocument(key: string): Promise<void>;
}

export interface SellerDocumentFile {
  field: string;
  buffer: Buffer;
}

export function createSellersService(deps: {
  db: Db;
  users: UsersService;
  documents: DocumentStore;
  log: FastifyBaseLogger;
  events: Events;
}) {
  const { users, documents, log, events } = deps;
  const sellers = createSellersRepository(deps.db);

  /** The applications with their applicants (the users module's accounts); one without an account is left out. */
  async function withApplicants(rows: SellerApplicationRow[]): Promise<ApplicationWithApplicant[]> {
    const people = await users.summaries(rows.map((row) => row.userId));
    return rows.flatMap((row) => {
      const person = people.get(row.userId);
      return person ? [{ ...row, applicant: applicantOf(person) }] : [];
    });
  }

  async function findWithApplicant(id: string): Promise<ApplicationWithApplicant | undefined> {
    const row = await sellers.findById(id);
    return row && (await withApplicants([row]))[0];
  }

  /**
   * Approves or rejects a pending application, updates the applicant's seller fields and records the admin action,
   * all in one transaction. Undefined when the application is no longer pending (someone decided first).
   */
  function decide(id: string, decision: { status: 'approved' | 'rejected'; reason: string | null; adminId: string }) {
    return sellers.transaction(async (tx) => {
      const row = await sellers.decide(tx, id, decision);
      if (!row) return undefined;
      const approved = decision.status === 'approved';
      await users.setSellerStatus(
        tx,
        row.userId,
        approved ? { status: 'approved', taxNumber: row.taxNumber, phone: row.businessPhone } : { status: 'rejected' },
      );
      await recordAdminAction(tx, {
        actorId: decision.adminId,
        action: approved ? 'seller-application.approve' : 'seller-application.reject',
        targetType: 'seller-application',
        targetId: row.id,
        details: {
          userId: row.userId,
          businessName: row.businessName,
          ...(approved ? {} : { reason: decision.reason }),
        },
      });
      // The applicant hears the decision with it (docs/product.md 'Notifications').
      await events.emit(
        {
          type: 'seller.application_decided',
          recipientIds: [row.userId],
          actorId: decision.adminId,
          link: '/oto-yedek-panel',
          params: { decision: decision.status, ...(decision.reason ? { reason: decision.reason } : {}) },
        },
        tx,
      );
      return row;
    });
  }

  const forget = async (keys: string[]) => {
    for (const key of keys) {
      await documents.deleteDocument(key).catch((err: unknown) => log.warn({ err }, 'could not delete document'));
    }
  };

  async function decided(id: string, row: SellerApplicationRow | undefined): Promise<ApplicationWithApplicant> {
    if (!row) {
      // Nothing changed: either there is no such application, or it was already approved or rejected.
      if (!(await sellers.findById(id))) throw notFound('SELLER_APPLICATION_NOT_FOUND');
      throw conflict('SELLER_APPLICATION_DECIDED');
    }
    const full = await findWithApplicant(row.id);
    if (!full) throw notFound('SELLER_APPLICATION_NOT_FOUND');
    return full;
  }

  async function legalDetails(userIds: readonly string[], tx?: Tx): Promise<Map<string, SellerLegalDetails>> {
    const rows = await sellers.legalDetailsOf(userIds, tx);
    if (!rows.length) return new Map();
    const applications = await Promise.all(rows.map((row) => sellers.latestFor(row.userId, tx)));
    return new Map(
      rows.map((row, i) => {
        const application = applications[i];
        return [
          row.userId,
          {
            legalTitle: row.legalTitle,
            taxOffice: row.taxOffice,
            address: row.address,
            taxNumber: application?.taxNumber ?? '',
            phone: application?.businessPhone ?? '',
            updatedAt: row.updatedAt,
          },
        ];
      }),
    );
  }

  return {
    /** docs/product.md §5 rules, then one open application per user, then the private documents, then the row. */
    async apply(actor: AuthUser, data: unknown, files: SellerDocumentFile[]): Promise<SellerApplicationRow> {
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
        // The application and the status mirrored on the account, together.
        const row = await sellers.transaction(async (tx) => {
          const inserted = await sellers.insert(tx, {
            id: uuidv7(),
            userId: actor.id,
            ...input,
            businessLicenseKey: keys.businessLicense ?? null,
            taxCertificateKey: keys.taxCertificate ?? null,
          });
          await users.setSellerStatus(tx, actor.id, { status: 'pending' });
          return inserted;
        });
        return row;
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

    async own(actor: AuthUser): Promise<SellerApplicationRow | null> {
      return (await sellers.latestFor(actor.id)) ?? null;
    },

    async list(status: SellerApplicationRow['status'] | undefined, page: number, limit: number) {
      const { rows, total } = await sellers.page(status, (page - 1) * limit, limit);
      return {
        applications: await withApplicants(rows),
        pagination: { page, limit, total, pages: Math.ceil(total / limit) },
      };
    },

    async approve(admin: AuthUser, id: string): Promise<ApplicationWithApplicant> {
      return decided(id, await decide(id, { status: 'approved', reason: null, adminId: admin.id }));
    },

    async reject(admin: AuthUser, id: string, reason: string): Promise<ApplicationWithApplicant> {
      return decided(id, await decide(id, { status: 'rejected', reason, adminId: admin.id }));
    },

    /**
     * An application's document for an admin's eyes only: a short-lived signed link when the documents are in a
     * bucket, else the file itself.
     */
    async document(id: string, kind: SellerDocumentKind): Promise<{ link: string } | { file: StoredObject }> {
      const row = await sellers.findById(id);
      if (!row) throw notFound('SELLER_APPLICATION_NOT_FOUND');
      const key = kind === 'businessLicense' ? row.businessLicenseKey : row.taxCertificateKey;
      if (!key) throw notFound('DOCUMENT_NOT_FOUND');
      const link = await documents.documentLink(key);
      if (link) return { link };
      const file = await documents.readDocument(key);
      if (!file) throw notFound('DOCUMENT_NOT_FOUND');
      return { file };
    },

    /** The caller's legal details (docs/product.md 'Distance sales documents'), or null before they filled them in. */
    async ownLegalDetails(actor: AuthUser): Promise<SellerLegalDetails | null> {
      return (await legalDetails([actor.id])).get(actor.id) ?? null;
    },

    /** An approved seller fills in or changes the legal details their orders' documents name. */
    async saveLegalDetails(actor: AuthUser, input: SellerLegalDetailsInput): Promise<SellerLegalDetails> {
      if (!(await users.canSell(actor.id))) throw forbidden('SELLER_NOT_APPROVED');
      await sellers.saveLegalDetails({
        userId: actor.id,
        legalTitle: input.legalTitle.trim(),
        taxOffice: input.taxOffice.trim(),
        address: input.address.trim(),
      });
      return (await legalDetails([actor.id])).get(actor.id)!;
    },

    /**
     * The legal details of these sellers with the tax number and phone of their approved application; a seller
     * without them is missing from the map (they cannot publish, and their cart lines cannot be bought).
     */
    legalDetails,

    async hasLegalDetails(userId: string): Promise<boolean> {
      return (await sellers.legalDetailsOf([userId])).length > 0;
    },

    /** The name of each seller's approved application: the name their shop shows. */
    async shopNames(userIds: readonly string[]): Promise<Map<string, string>> {
      return new Map((await sellers.approvedNames(userIds)).map((row) => [row.userId, row.name]));
    },
  };
}

export type SellersService = ReturnType<typeof createSellersService>;

/** Re-words the generic file-size refusal with the seller form's own message (docs/product.md §5 'Seller application'). */
export function documentUploadError(error: unknown): unknown {
  if (error instanceof AppError && error.code === 'FILE_TOO_LARGE') return new AppError(413, 'DOCUMENT_TOO_LARGE');
  return error;
}
