import { type SellerDocumentKind, sellerApplicationSchema, sellerDocumentKinds } from '@otousta/shared/schemas/shop';
import type { FastifyBaseLogger } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client.js';
import type { StoredObject } from '../../media/media.storage.js';
import { recordAdminAction } from '../../platform/audit.js';
import { foreignKeyViolation, uniqueViolation } from '../../platform/db-errors.js';
import { AppError, conflict, notFound, unauthorized } from '../../platform/errors.js';
import type { Events } from '../../platform/events.js';
import type { AuthUser } from '../../platform/identity.js';
import { parseInput } from '../../platform/parse-input.js';
import type { UserSummary, UsersService } from '../users/users.service.js';
import { createSellersRepository } from './sellers.repository.js';
import type { SellerApplicationRow } from './sellers.table.js';

export interface Applicant {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  userType: 'musteri' | 'isletme';
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

    /** An application's document for an admin's eyes only. */
    async document(id: string, kind: SellerDocumentKind): Promise<StoredObject> {
      const row = await sellers.findById(id);
      if (!row) throw notFound('SELLER_APPLICATION_NOT_FOUND');
      const key = kind === 'businessLicense' ? row.businessLicenseKey : row.taxCertificateKey;
      const stored = key ? await documents.readDocument(key) : undefined;
      if (!stored) throw notFound('DOCUMENT_NOT_FOUND');
      return stored;
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
