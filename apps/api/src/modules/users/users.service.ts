import { formatMessages } from '@otousta/shared/messages/tr';
import { businessFieldNames, type ProfileUpdate } from '@otousta/shared/schemas/profile';
import { registrationPayloadSchema, registrationPhotoIssue } from '@otousta/shared/schemas/registration';
import {
  type BusinessInput,
  businessIssue,
  type FieldIssue,
  normalizeEmail,
  type OwnUser,
  type PublicUser,
  USER_LIMITS,
  type UserType,
} from '@otousta/shared/schemas/user';
import type { FastifyBaseLogger } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../errors.js';
import { uniqueViolation } from '../../platform/db-errors.js';
import type { AuthUser } from '../../platform/identity.js';
import type { Passwords } from '../../platform/passwords.js';
import { toOwnUser, toPublicUser } from './users.presenter.js';
import type { AccountDeletionStep, UsersRepository } from './users.repository.js';
import { searchQueryTerms, searchTermsFor } from './users.search.js';
import type { NewUserRow, UserRow } from './users.table.js';

/** An uploaded image as the media layer hands it over. */
export interface UploadedPhoto {
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

/** The part of the media layer users need: store re-encoded images, delete them again. */
export interface PhotoStore {
  saveImages(files: UploadedPhoto[]): Promise<string[]>;
  deleteImage(url: string): Promise<void>;
}

export interface UsersServiceDeps {
  users: UsersRepository;
  passwords: Passwords;
  photos: PhotoStore;
  log: FastifyBaseLogger;
  beforeDelete?: AccountDeletionStep;
}

export interface Page {
  page: number;
  limit: number;
}

export interface UserPage {
  users: PublicUser[];
  pagination: { page: number; limit: number; total: number; pages: number };
}

const fieldErrors = (found: FieldIssue) =>
  found.fields.length ? Object.fromEntries(found.fields.map((f) => [f, found.message])) : undefined;

/** A failed rule as a 400 with its own code, e.g. PASSWORD_TOO_SHORT, and the fields it concerns. */
const ruleError = (found: FieldIssue) => new AppError(400, found.code, found.message, fieldErrors(found));

/** The first issue of a zod failure as the same kind of 400: its rule code when the schema names one. */
function zodError(error: z.ZodError): AppError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  const first = error.issues[0];
  const code = (first as { params?: { code?: string } } | undefined)?.params?.code ?? 'VALIDATION';
  return new AppError(400, code, first?.message, errors);
}

const takenError = (field: 'email' | 'phone') =>
  field === 'email'
    ? conflict('EMAIL_TAKEN', undefined, { email: 'Bu e-posta adresi zaten kullanılıyor.' })
    : conflict('PHONE_TAKEN', undefined, { phone: 'Bu telefon numarası zaten kullanılıyor.' });

const uniq = (values: readonly string[]) => [...new Set(values)];

/** The signed-in user's own data; an account deleted or disabled since its token was issued has none. */
export async function ownProfile(users: UsersRepository, id: string): Promise<OwnUser> {
  const row = await users.findById(id);
  if (!row?.isActive) throw unauthorized('UNAUTHORIZED');
  return toOwnUser(row);
}

export function createUsersService(deps: UsersServiceDeps) {
  const { users, passwords, photos, log } = deps;

  /** Deleting a stored image is cleanup: a failure is logged, never shown to the user. */
  const forget = async (urls: readonly string[]) => {
    for (const url of urls) {
      await photos.deleteImage(url).catch((err: unknown) => log.warn({ err, url }, 'could not delete image'));
    }
  };

  /** Saves the row; a unique-constraint race with another request becomes the same 409 as the pre-check. */
  async function writeUnique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === undefined) throw error;
      throw takenError(constraint.includes('phone') ? 'phone' : 'email');
    }
  }

  const ownedBy = (actor: AuthUser, id: string) => {
    if (actor.id !== id) throw forbidden('FORBIDDEN');
  };

  async function existing(id: string): Promise<UserRow> {
    const row = await users.findById(id);
    if (!row) throw notFound('USER_NOT_FOUND');
    return row;
  }

  async function page(query: Parameters<UsersRepository['list']>[0], p: Page): Promise<UserPage> {
    const { rows, total } = await users.list(query);
    return {
      users: rows.map(toPublicUser),
      pagination: { page: p.page, limit: p.limit, total, pages: Math.ceil(total / p.limit) },
    };
  }

  return {
    /** Spec §5 rules in order, then uniqueness, then the photos are stored and the account created. */
    async register(userData: unknown, files: UploadedPhoto[]): Promise<OwnUser> {
      const parsed = registrationPayloadSchema.safeParse(userData ?? {});
      if (!parsed.success) throw zodError(parsed.error);
      const data = parsed.data;
      const photoIssue = registrationPhotoIssue(data.userType, files.length);
      if (photoIssue) throw ruleError(photoIssue);
      if (await users.existsWith('email', data.email)) throw takenError('email');
      if (await users.existsWith('phone', data.phone)) throw takenError('phone');

      const { password, ...profile } = data;
      const passwordHash = await passwords.hash(password);
      const urls = files.length ? await photos.saveImages(files) : [];
      try {
        const row = await writeUnique(() =>
          users.insert({ ...profile, id: uuidv7(), passwordHash, photos: urls, searchTerms: searchTermsFor(profile) }),
        );
        return toOwnUser(row);
      } catch (error) {
        await forget(urls);
        throw error;
      }
    },

    ownProfile: (id: string) => ownProfile(users, id),

    /** A user's public face; a disabled account is not shown to anybody. */
    async publicProfile(id: string): Promise<PublicUser> {
      const row = await users.findById(id);
      if (!row?.isActive) throw notFound('USER_NOT_FOUND');
      return toPublicUser(row);
    },

    list(p: Page & { userType?: UserType; city?: string }): Promise<UserPage> {
      return page({ userType: p.userType, city: p.city, offset: (p.page - 1) * p.limit, limit: p.limit }, p);
    },

    /** Turkish-folded word-prefix search over names, business name, city, sectors and brands. */
    search(p: Page & { q?: string; userType?: UserType; city?: string }): Promise<UserPage> {
      const terms = searchQueryTerms(p.q ?? '');
      return page({ userType: p.userType, city: p.city, terms, offset: (p.page - 1) * p.limit, limit: p.limit }, p);
    },

    async update(actor: AuthUser, id: string, patch: ProfileUpdate): Promise<OwnUser> {
      ownedBy(actor, id);
      const current = await existing(id);
      const { email, userType, ...changes } = patch;
      if (email !== undefined && normalizeEmail(email) !== current.email) {
        throw badRequest('IMMUTABLE_FIELD', undefined, { email: 'E-posta adresi değiştirilemez.' });
      }
      if (userType !== undefined && userType !== current.userType) {
        throw badRequest('IMMUTABLE_FIELD', undefined, { userType: 'Hesap türü değiştirilemez.' });
      }

      const values: Partial<NewUserRow> = {};
      for (const [key, value] of Object.entries(changes)) {
        if (value !== undefined) (values as Record<string, unknown>)[key] = Array.isArray(value) ? uniq(value) : value;
      }
      const touchesBusiness = businessFieldNames.some((field) => values[field] !== undefined);
      if (touchesBusiness && current.userType !== 'isletme') throw forbidden('BUSINESS_FIELDS_FORBIDDEN');
      const merged = { ...current, ...values } as UserRow;
      if (touchesBusiness) {
        // The whole business profile must still satisfy the registration rules after the change.
        const found = businessIssue(merged as BusinessInput);
        if (found) throw ruleError(found);
      }
      if (values.phone && values.phone !== current.phone && (await users.existsWith('phone', values.phone, id))) {
        throw takenError('phone');
      }
      const row = await writeUnique(() => users.update(id, { ...values, searchTerms: searchTermsFor(merged) }));
      if (!row) throw notFound('USER_NOT_FOUND');
      return toOwnUser(row);
    },

    /** Deletes the account: the row, its refresh tokens (cascade) and its stored photos. */
    async remove(actor: AuthUser, id: string): Promise<void> {
      ownedBy(actor, id);
      const row = await users.delete(id, deps.beforeDelete);
      if (!row) throw notFound('USER_NOT_FOUND');
      await forget(row.photos);
    },

    async setOnline(actor: AuthUser, id: string, isOnline: boolean) {
      ownedBy(actor, id);
      const row = await users.setOnline(id, isOnline);
      if (!row) throw notFound('USER_NOT_FOUND');
      return { isOnline: row.isOnline, lastSeen: row.lastSeen?.toISOString() ?? null };
    },

    /** Adds photos to the user's own list, at most five in total (spec §9). */
    async addPhotos(actor: AuthUser, files: UploadedPhoto[]): Promise<{ photoUrls: string[]; photos: string[] }> {
      if (!files.length)
        throw badRequest('PHOTO_REQUIRED', undefined, { photos: 'En az bir fotoğraf yüklemelisiniz.' });
      const current = await existing(actor.id);
      const tooMany = () => badRequest('TOO_MANY_PHOTOS', formatMessages.tooManyPhotos(USER_LIMITS.photosMax));
      if (current.photos.length + files.length > USER_LIMITS.photosMax) throw tooMany();
      const urls = await photos.saveImages(files);
      const all = await users.appendPhotos(actor.id, urls, USER_LIMITS.photosMax);
      if (!all) {
        // Another upload filled the list in the meantime.
        await forget(urls);
        throw tooMany();
      }
      return { photoUrls: urls, photos: all };
    },

    /** Removes one of the user's own photos and its stored files. */
    async removePhoto(actor: AuthUser, url: string): Promise<{ photos: string[] }> {
      const remaining = await users.removePhoto(actor.id, url);
      if (!remaining) {
        const owner = await users.photoOwner(url);
        if (owner) throw forbidden('FORBIDDEN');
        throw notFound('PHOTO_NOT_FOUND');
      }
      await forget([url]);
      return { photos: remaining };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
