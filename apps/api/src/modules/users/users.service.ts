import { company } from '@otousta/shared/company';
import { errorMessages, formatMessages } from '@otousta/shared/messages/tr';
import type { BusinessHours } from '@otousta/shared/schemas/hours';
import {
  type ListedBusiness,
  type ListingFilters,
  PRIOR_MEAN_WITHOUT_REVIEWS,
  RATING_PRIOR_WEIGHT,
} from '@otousta/shared/schemas/listing';
import { businessFieldNames, type ProfileUpdate } from '@otousta/shared/schemas/profile';
import { registrationPayloadSchema, registrationPhotoIssue } from '@otousta/shared/schemas/registration';
import {
  type BusinessInput,
  businessIssue,
  type FieldIssue,
  isValidEmail,
  normalizeEmail,
  type OwnUser,
  type PublicUser,
  USER_LIMITS,
  type UserType,
} from '@otousta/shared/schemas/user';
import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { deleteImagesQuietly } from '../../media/media.cleanup.js';
import { uniqueViolation } from '../../platform/db-errors.js';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/identity.js';
import type { Passwords } from '../../platform/passwords.js';
import { distanceKm } from '../geo/geo.service.js';
import { toOwnUser, toPublicUser } from './users.presenter.js';
import {
  type AccountDeletionStep,
  activeUser,
  type BusinessCard,
  businessCardColumn,
  businessCardFromColumn,
  createUsersRepository,
  type HoursColumn,
  type ListingNarrowing,
  type ListingPageQuery,
  nameColumn,
  nameFromColumn,
  type PersonName,
  publicBusinessRowOf,
  type SellerStatusChange,
  sellerCanSell,
  summaryColumn,
  summaryFromColumn,
  type UserListQuery,
  type UserSummary,
} from './users.repository.js';
import { nameWords, searchQueryTerms, searchTermsFor } from './users.search.js';
import type { NewUserRow, UserRow } from './users.table.js';

/**
 * How far the platform's mean may drift, in stars, before every business is scored again: a hundredth of a star moves
 * no business past another that a reader could tell apart, and rescoring 100,000 rows takes seconds.
 */
const PRIOR_DRIFT = 0.01;

export type {
  AccountDeletionStep,
  BusinessCard,
  ListingNarrowing,
  ListingPageQuery,
  PersonName,
  SellerStatusChange,
  UserRow,
  UserSummary,
};

/**
 * Conditions other modules embed in their own SQL where one statement matters (the feed, sending a message, the
 * catalogue, checkout): the account is active; the seller may sell now; and a person's summary or name, or a public
 * business's card, as a column (a catalogue page's sellers, a quote panel's customers and business). The users table
 * stays this module's.
 */
export {
  activeUser,
  businessCardColumn,
  businessCardFromColumn,
  nameColumn,
  nameFromColumn,
  sellerCanSell,
  summaryColumn,
  summaryFromColumn,
};

/** A business of the listing's page, as the public sees it. */
const publicBusinessFromColumn = (value: unknown): PublicUser | undefined => {
  const row = publicBusinessRowOf(value);
  return row && toPublicUser(row);
};

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

/** What a business's profile and card carry of its opening hours. */
interface HoursFacts {
  hours: BusinessHours;
  isOpenNow: boolean;
}

export interface UsersServiceDeps {
  db: Db;
  passwords: Passwords;
  photos: PhotoStore;
  log: FastifyBaseLogger;
  beforeDelete?: AccountDeletionStep;
  /** The opening hours of businesses and whether each is open now (the hours module), as profiles carry them. */
  businessHours?: (ids: readonly string[]) => Promise<Map<string, HoursFacts>>;
  /** The same read inside the listing page's own statement: the stored schedule as a column, and what a card shows. */
  hoursInStatements?: {
    column: HoursColumn;
    facts(stored: unknown, at: Date): HoursFacts | undefined;
  };
  /** The listing's version (the discovery module's), read in a listing page's own statement. */
  listingVersion?: SQL;
}

export interface Page {
  page: number;
  limit: number;
}

export interface UserPage {
  users: UserRow[];
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

/**
 * The one writer and reader of the users table: profile, presence, verification and seller flags, the admin role.
 * Other modules read accounts through it (public business, summaries by ids, presence) and never the table.
 */
export function createUsersService(deps: UsersServiceDeps) {
  const { passwords, photos, log } = deps;
  const users = createUsersRepository(deps.db, {
    hours: deps.hoursInStatements?.column,
    version: deps.listingVersion,
  });

  /**
   * Gives a business its `hours` (null when none were entered) and `isOpenNow`. Every caller hands over a business it
   * has just built for this answer, so it is completed in place rather than copied field by field.
   */
  const withFacts = <T extends PublicUser>(business: T, facts: HoursFacts | undefined): T =>
    Object.assign(business, { hours: facts?.hours ?? null, isOpenNow: facts?.isOpenNow ?? false });

  /** Businesses get their hours facts, looked up in one batch. */
  async function withHours<T extends PublicUser>(profiles: T[]): Promise<T[]> {
    const businesses = profiles.filter((p) => p.userType === 'isletme').map((p) => p.id);
    if (!deps.businessHours || businesses.length === 0) return profiles;
    const facts = await deps.businessHours(businesses);
    return profiles.map((p) => (p.userType === 'isletme' ? withFacts(p, facts.get(p.id)) : p));
  }

  const forget = (urls: readonly string[]) => deleteImagesQuietly(photos, log, urls);

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

  /** The signed-in user's own data; an account deleted or disabled since its token was issued has none. */
  async function ownAccount(id: string): Promise<UserRow> {
    const row = await users.findById(id);
    if (!row?.isActive) throw unauthorized('UNAUTHORIZED');
    return row;
  }

  /**
   * Checks the signed-in user's password before a sensitive change; a wrong one is a 400 WRONG_PASSWORD on `field`.
   */
  async function confirmPassword(id: string, password: string, field: string): Promise<UserRow> {
    const row = await ownAccount(id);
    if (!(await passwords.verify(row.passwordHash, password))) {
      throw badRequest('WRONG_PASSWORD', undefined, { [field]: errorMessages.WRONG_PASSWORD });
    }
    return row;
  }

  /** One account's summary; `tx` reads it inside the caller's transaction (one connection on PGlite). */
  async function summary(id: string, tx?: Tx): Promise<UserSummary | undefined> {
    const [row] = await users.summaries([id], tx);
    return row;
  }

  /** Presence is written here only: online or not, and since when. */
  async function setPresence(
    id: string,
    isOnline: boolean,
  ): Promise<{ isOnline: boolean; lastSeen: Date } | undefined> {
    const row = await users.setPresence(id, isOnline, new Date());
    return row && { isOnline: row.isOnline, lastSeen: row.lastSeen ?? new Date() };
  }

  async function page(query: UserListQuery, p: Page): Promise<UserPage> {
    const { rows, total } = await users.list(query);
    return {
      users: rows,
      pagination: { page: p.page, limit: p.limit, total, pages: Math.ceil(total / p.limit) },
    };
  }

  return {
    /** docs/product.md §5 rules in order, then uniqueness, then the photos are stored and the account created. */
    async register(userData: unknown, files: UploadedPhoto[]): Promise<UserRow> {
      const parsed = registrationPayloadSchema.safeParse(userData ?? {});
      if (!parsed.success) throw zodError(parsed.error);
      const data = parsed.data;
      const photoIssue = registrationPhotoIssue(data.userType, files.length);
      if (photoIssue) throw ruleError(photoIssue);
      if (await users.existsWith('email', data.email)) throw takenError('email');
      if (await users.existsWith('phone', data.phone)) throw takenError('phone');

      const { password, kvkkAccepted: _accepted, marketingConsent, ...profile } = data;
      const now = new Date();
      // KVKK: which notice was accepted and when; İYS: marketing consent only when given, with its time.
      const consents = {
        kvkkAcceptedAt: now,
        kvkkVersion: company.privacyNoticeVersion,
        marketingConsent,
        marketingConsentAt: marketingConsent ? now : null,
      };
      const passwordHash = await passwords.hash(password);
      const urls = files.length ? await photos.saveImages(files) : [];
      try {
        return await writeUnique(() =>
          users.insert({
            ...profile,
            ...consents,
            id: uuidv7(),
            passwordHash,
            photos: urls,
            searchTerms: searchTermsFor(profile),
          }),
        );
      } catch (error) {
        await forget(urls);
        throw error;
      }
    },

    /** The own-profile answer, for another module's answer that carries it (signing in). */
    async ownProfile(id: string): Promise<OwnUser> {
      return toOwnUser(await ownAccount(id));
    },

    /** An account as stored, for signing in and renewing a session (auth checks its password and state). */
    byEmail: (email: string): Promise<UserRow | undefined> => users.findByEmail(email),
    byId: (id: string): Promise<UserRow | undefined> => users.findById(id),

    confirmPassword,

    /** Replaces the password; ending the user's sessions is the caller's (auth's) part. */
    async setPassword(id: string, password: string): Promise<void> {
      await users.update(id, { passwordHash: await passwords.hash(password) });
    },

    /**
     * Records a new address waiting for confirmation; the account keeps signing in with the old one until then.
     * 400 EMAIL_UNCHANGED for the current address, 409 EMAIL_TAKEN for another account's.
     */
    async requestEmailChange(id: string, newEmail: string): Promise<UserRow> {
      const current = await ownAccount(id);
      if (newEmail === current.email) {
        throw badRequest('EMAIL_UNCHANGED', undefined, { newEmail: errorMessages.EMAIL_UNCHANGED });
      }
      if (await users.existsWith('email', newEmail, id)) {
        throw conflict('EMAIL_TAKEN', undefined, { newEmail: errorMessages.EMAIL_TAKEN });
      }
      return (await users.update(id, { pendingEmail: newEmail })) ?? current;
    },

    /**
     * Confirms `email` for the account: its current address becomes verified, or a pending new address replaces the
     * current one (`previousEmail` is then the old address, to be told). Undefined when the address is neither any
     * more (a later change replaced it) or the account is gone.
     */
    async confirmEmail(id: string, email: string): Promise<{ row: UserRow; previousEmail?: string } | undefined> {
      const row = await users.findById(id);
      if (!row?.isActive) return undefined;
      const now = new Date();
      if (row.email === email) {
        const updated = row.emailVerifiedAt ? row : await users.update(id, { emailVerifiedAt: now });
        return updated && { row: updated };
      }
      if (row.pendingEmail !== email) return undefined;
      const updated = await writeUnique(() => users.update(id, { email, pendingEmail: null, emailVerifiedAt: now }));
      return updated && { row: updated, previousEmail: row.email };
    },

    /** İYS: marketing e-mail consent given or withdrawn now. */
    async setMarketingConsent(id: string, marketingConsent: boolean): Promise<UserRow> {
      const current = await ownAccount(id);
      if (current.marketingConsent === marketingConsent) return current;
      return (await users.update(id, { marketingConsent, marketingConsentAt: new Date() })) ?? current;
    },

    /**
     * A user's public face: a disabled account is not shown to anybody, nor a business the public may not see (an
     * admin hid it).
     */
    async publicProfile(id: string): Promise<UserRow> {
      const row = await users.findById(id);
      if (!row?.isActive) throw notFound('USER_NOT_FOUND');
      if (row.userType === 'isletme' && !(await users.findPublicBusiness(id))) throw notFound('USER_NOT_FOUND');
      return row;
    },

    /** The public profile as answered: a business with its hours and whether it is open now. */
    async publicView(id: string): Promise<PublicUser> {
      return (await withHours([toPublicUser(await this.publicProfile(id))]))[0]!;
    },

    /** A business the public may see (active, not hidden by an admin); undefined otherwise. */
    getPublicBusiness: (id: string): Promise<UserRow | undefined> => users.findPublicBusiness(id),
    publicBusinessUrls: (offset: number, limit: number) => users.publicBusinessUrls(offset, limit),
    publicBusinessCount: () => users.publicBusinessCount(),
    publicCitySectors: () => users.publicCitySectors(),
    /** Public businesses by id, as the public sees them (missing, inactive or hidden ones are absent). */
    async publicBusinesses(ids: readonly string[]): Promise<Map<string, PublicUser>> {
      return new Map((await users.publicBusinessesByIds(ids)).map((row) => [row.id, toPublicUser(row)]));
    },

    /**
     * A page of the public business listing, as the public sees each business (this module alone decides what of an
     * account is public), with its distance in km (to 10 m) when asked near a place; the listing module keeps the
     * totals (listingCount). With them, the listing's version of the same moment (absent when the page is empty).
     */
    async publicListingPage(query: ListingPageQuery): Promise<{ businesses: ListedBusiness[]; version?: number }> {
      const inPage = deps.hoursInStatements;
      const at = new Date();
      const rows = await users.listingPage(query);
      const { origin } = query;
      const listed = rows.map(({ user: value, hours }) => {
        const user = publicBusinessRowOf(value)!;
        const business: ListedBusiness = toPublicUser(user);
        if (origin && user.businessLatitude !== null && user.businessLongitude !== null) {
          const km = distanceKm(origin.lat, origin.lng, user.businessLatitude, user.businessLongitude);
          business.distanceKm = Math.round(km * 100) / 100;
        }
        return inPage ? withFacts(business, inPage.facts(hours, at)) : business;
      });
      const version = rows[0]?.version;
      return {
        businesses: inPage ? listed : await withHours(listed),
        version: version === null || version === undefined ? undefined : Number(version),
      };
    },
    /**
     * A listing page's businesses in its order, as the public sees them, without their hours or distances: the
     * businesses a quote request goes to, read with the match itself.
     */
    async publicListingBusinesses(query: ListingPageQuery): Promise<PublicUser[]> {
      return (await users.listingMatches(query)).map(({ user }) => publicBusinessFromColumn(user)!);
    },
    listingCount: (filters: ListingFilters, narrowing?: ListingNarrowing): Promise<number> =>
      users.listingCount(filters, narrowing),
    /**
     * What a typed name's words match among the words businesses are found by (ListingNarrowing.names): a business
     * matches when it carries a match of every word. A name with no word matches nothing.
     */
    async nameMatches(q: string): Promise<string[][]> {
      const words = nameWords(q);
      return words.length ? users.nameMatches(words) : [[]];
    },
    /**
     * Keeps the weighted rating's prior at the platform's mean: moves it, and scores every business again, once the
     * mean has drifted by PRIOR_DRIFT stars (docs/decisions/026-finding-businesses.md). Answers whether it moved.
     */
    refreshRatingPrior: (): Promise<boolean> =>
      users.refreshRatingPrior(RATING_PRIOR_WEIGHT, PRIOR_MEAN_WITHOUT_REVIEWS, PRIOR_DRIFT),

    /** Accounts by id, as other modules show them next to their own data. Missing ids are simply absent. */
    async summaries(ids: readonly string[], tx?: Tx): Promise<Map<string, UserSummary>> {
      return new Map((await users.summaries(ids, tx)).map((row) => [row.id, row]));
    },

    summary,

    /** Whether the user may sell now: an approved seller whose account is active. */
    async canSell(id: string, tx?: Tx): Promise<boolean> {
      const row = await summary(id, tx);
      return Boolean(row?.eCommerceIsVerified && row.isActive);
    },

    setPresence,

    /** A single API process starts with nobody connected, whatever a previous run recorded. */
    clearPresence: () => users.clearPresence(new Date()),

    /** The active admins, to tell of what waits for their decision (read inside the caller's transaction). */
    activeAdminIds: (tx?: Tx) => users.activeAdminIds(tx),

    /** The seller fields follow the latest application; `tx` is the transaction recording it. */
    setSellerStatus: (tx: Tx, id: string, change: SellerStatusChange) => users.setSellerStatus(tx, id, change),

    /** The admins' verification tab: businesses, unverified first; `q` searched like the user search. */
    async businessesForVerification(q: string | undefined, p: Page) {
      const terms = q ? searchQueryTerms(q) : [];
      const { rows, total } = await users.businessesForVerification(terms, (p.page - 1) * p.limit, p.limit);
      return { rows, pagination: { page: p.page, limit: p.limit, total, pages: Math.ceil(total / p.limit) } };
    },

    /** Grants or withdraws a business's 'Doğrulanmış' badge; 404 when there is no such business. */
    async setVerified(id: string, isVerified: boolean) {
      const row = await users.setVerified(id, isVerified);
      if (!row) throw notFound('BUSINESS_NOT_FOUND');
      return row;
    },

    /** docs/product.md §10 'Response time': written only by the responsiveness module, read with every profile. */
    setResponseStats: (id: string, stats: { responseTimeMinutes: number | null; responseRate: number | null }) =>
      users.setResponseStats(id, stats),

    list(p: Page & { userType?: UserType; city?: string }): Promise<UserPage> {
      return page({ userType: p.userType, city: p.city, offset: (p.page - 1) * p.limit, limit: p.limit }, p);
    },

    /** Turkish-folded word-prefix search over names, business name, city, sectors and brands. */
    search(p: Page & { q?: string; userType?: UserType; city?: string }): Promise<UserPage> {
      const terms = searchQueryTerms(p.q ?? '');
      return page({ userType: p.userType, city: p.city, terms, offset: (p.page - 1) * p.limit, limit: p.limit }, p);
    },

    async update(actor: AuthUser, id: string, patch: ProfileUpdate): Promise<UserRow> {
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
      return row;
    },

    /**
     * The account holder deletes their own account, proving it with the password (400 WRONG_PASSWORD): a token alone,
     * perhaps copied from a device, is not enough. The row goes, its refresh tokens (cascade) and its stored photos.
     * `alsoInTransaction` is the caller's part of the deletion (ending sessions, the farewell mail), done in the deleting
     * transaction with the account as it was, so it happens exactly when the deletion commits.
     */
    async remove(
      actor: AuthUser,
      id: string,
      password: string,
      alsoInTransaction?: (tx: Tx, account: UserRow) => Promise<void>,
    ): Promise<void> {
      ownedBy(actor, id);
      await confirmPassword(actor.id, password, 'password');
      const account = await existing(actor.id);
      const row = await users.delete(actor.id, async (tx, userId) => {
        await deps.beforeDelete?.(tx, userId);
        await alsoInTransaction?.(tx, account);
      });
      if (!row) throw notFound('USER_NOT_FOUND');
      await forget(row.photos);
    },

    async setOnline(actor: AuthUser, id: string, isOnline: boolean) {
      ownedBy(actor, id);
      const presence = await setPresence(id, isOnline);
      if (!presence) throw notFound('USER_NOT_FOUND');
      return presence;
    },

    /** Adds photos to the user's own list, at most five in total (docs/product.md §9). */
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

export class AdminAccountError extends Error {}

export interface AdminAccountInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/**
 * Makes an admin (never through registration; the admin:create command). A new account is created; an existing
 * account with that e-mail is promoted and gets the given password. Admins sign in like everybody else.
 */
export async function createAdminAccount(
  db: Db,
  passwords: Pick<Passwords, 'hash'>,
  input: AdminAccountInput,
): Promise<{ id: string; created: boolean }> {
  const email = normalizeEmail(input.email);
  if (!isValidEmail(email)) throw new AdminAccountError('Geçerli bir e-posta adresi girin (--email).');
  if (input.password.length < USER_LIMITS.passwordMin || input.password.length > USER_LIMITS.passwordMax) {
    throw new AdminAccountError(
      `Şifre ${USER_LIMITS.passwordMin}-${USER_LIMITS.passwordMax} karakter olmalıdır (--password).`,
    );
  }
  const users = createUsersRepository(db);
  const passwordHash = await passwords.hash(input.password);
  const promoted = await users.promoteToAdmin(email, passwordHash);
  if (promoted) return { id: promoted, created: false };
  const id = uuidv7();
  await users.insert({
    id,
    email,
    // Phone is unique and required; an admin account has no real one, so it gets a reserved, never-dialled number.
    phone: `+90000${id.replaceAll('-', '').slice(-10)}`,
    passwordHash,
    firstName: input.firstName?.trim() || 'Yönetici',
    lastName: input.lastName?.trim() || 'OtoUsta',
    city: 'ankara',
    birthDate: '1990-01-01',
    userType: 'musteri',
    role: 'admin',
  });
  return { id, created: true };
}
