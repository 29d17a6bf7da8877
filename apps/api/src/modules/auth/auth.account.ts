import { fullDateTimeText } from '@otousta/shared/hours/clock-text';
import { accountMailTexts } from '@otousta/shared/messages/mail';
import { paths, sessionsListPath } from '@otousta/shared/seo/app-paths';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../platform/errors.js';
import { type AuthUser, hashRefreshToken, newRefreshToken } from '../../platform/identity.js';
import type { Jobs } from '../../platform/jobs/jobs.plugin.js';
import type { JobDefinition } from '../../platform/jobs/jobs.worker.js';
import type { MailOutbox } from '../../platform/mail/mail.plugin.js';
import { renderMail } from '../../platform/mail/mail.template.js';
import type { RevokedSessions } from '../../platform/revoked-sessions.js';
import type { RateLimiter } from '../../plugins/rate-limit.js';
import type { UserRow, UsersService } from '../users/users.service.js';
import type { LinksRepository } from './auth.links.repository.js';
import type { AuthRepository } from './auth.repository.js';
import type { AccountTokenPurpose } from './auth.table.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** The job that looks up a forgotten-password address and mails its link, away from the request. */
export const FORGOT_PASSWORD_JOB = 'account.forgot-password';
const forgotPasswordJobSchema = z.object({ email: z.string().min(1) });

export interface AccountServiceDeps {
  db: Db;
  users: UsersService;
  links: LinksRepository;
  refreshTokens: AuthRepository;
  revokedSessions: RevokedSessions;
  mail: MailOutbox;
  jobs: Jobs;
  /** Forgotten-password requests from one IP. */
  forgotIpLimit: RateLimiter;
  /** Forgotten-password requests for one address, from anywhere: nobody floods a mailbox with reset mails. */
  forgotEmailLimit: RateLimiter;
  /** The one origin every mailed link starts with (PUBLIC_URL), never a request's Host. */
  publicUrl: string;
}

const fullName = (user: UserRow) => `${user.firstName} ${user.lastName}`.trim();
const now = () => fullDateTimeText(new Date().toISOString());

/**
 * Recovery and trust of an account through mailed links: forgotten password, address verification and change. A
 * link carries 32 random bytes; only their SHA-256 is stored, and each link works once.
 */
export function createAccountService(deps: AccountServiceDeps) {
  const { db, users, links, mail, publicUrl: origin } = deps;

  /** Stores a new link token and queues its mail in one transaction: the mail leaves only with a usable link. */
  async function mailLink(
    user: UserRow,
    purpose: AccountTokenPurpose,
    to: string,
    ttlMs: number,
    compose: (token: string) => Parameters<typeof renderMail>[0],
  ): Promise<void> {
    const token = newRefreshToken();
    const content = renderMail(compose(token));
    await db.transaction(async (tx) => {
      await links.insert(tx, {
        id: uuidv7(),
        userId: user.id,
        purpose,
        tokenHash: hashRefreshToken(token),
        email: to,
        expiresAt: new Date(Date.now() + ttlMs),
      });
      await mail.enqueue({ to, ...content }, { db: tx });
    });
  }

  /** Tells the account holder the password changed, with a way back in should it not have been them. */
  async function mailPasswordChanged(userId: string): Promise<void> {
    const user = await users.byId(userId);
    if (!user) return;
    const t = accountMailTexts.passwordChanged;
    const content = renderMail({
      subject: t.subject,
      heading: t.heading,
      paragraphs: t.paragraphs(fullName(user), now()),
      action: { label: t.action, url: `${origin}${paths.forgotPassword}` },
    });
    await mail.enqueue({ to: user.email, ...content });
  }

  const verifyLink = (token: string) => `${origin}/e-posta-dogrula?token=${encodeURIComponent(token)}`;

  return {
    /**
     * Queues the search for the address and answers at once, the same for every address: known or not, the request
     * does the same work (one stored job), so neither its words nor its timing tell whether an account exists.
     */
    async forgotPassword(email: string, ip: string): Promise<void> {
      await deps.forgotIpLimit.consume(ip);
      await deps.forgotEmailLimit.consume(email);
      await deps.jobs.enqueue({ name: FORGOT_PASSWORD_JOB, payload: { email } });
    },

    /** The job's side: mails a reset link when the address has an active account, and nothing otherwise. */
    async mailResetLink({ email }: z.infer<typeof forgotPasswordJobSchema>): Promise<void> {
      const user = await users.byEmail(email);
      if (!user?.isActive) return;
      const t = accountMailTexts.resetPassword;
      await mailLink(user, 'reset-password', user.email, RESET_TOKEN_TTL_MS, (token) => ({
        subject: t.subject,
        heading: t.heading,
        paragraphs: t.paragraphs(fullName(user)),
        action: { label: t.action, url: `${origin}/sifre-sifirla?token=${encodeURIComponent(token)}` },
      }));
    },

    /** Sets the new password of a live reset link; every session of the account ends, and every other reset link. */
    async resetPassword(token: string, password: string): Promise<void> {
      const now = new Date();
      const used = await links.consume('reset-password', hashRefreshToken(token), now);
      const user = used && (await users.byId(used.userId));
      if (!used || !user?.isActive || used.email !== user.email) throw badRequest('RESET_TOKEN_INVALID');
      await users.setPassword(user.id, password);
      await deps.revokedSessions.add(await deps.refreshTokens.revokeUser(user.id));
      await links.retire(user.id, 'reset-password', now);
      await mailPasswordChanged(user.id);
    },

    /**
     * Mails a link confirming the account's current address: at registration, and on request (`limited`), where it
     * counts against the same per-address ceiling as reset mails so nobody can flood an inbox through it.
     */
    async sendVerification(userId: string, { limited = false } = {}): Promise<void> {
      if (limited) await deps.forgotEmailLimit.consume(`verify:${userId}`);
      const user = await users.byId(userId);
      if (!user?.isActive) return;
      if (user.emailVerifiedAt) throw badRequest('EMAIL_ALREADY_VERIFIED');
      const t = accountMailTexts.verifyEmail;
      await mailLink(user, 'verify-email', user.email, VERIFY_TOKEN_TTL_MS, (token) => ({
        subject: t.subject,
        heading: t.heading,
        paragraphs: t.paragraphs(fullName(user)),
        action: { label: t.action, url: verifyLink(token) },
      }));
    },

    /**
     * Confirms the address of a verification link: the current address becomes verified, or a pending new address
     * replaces the old one, which is then told of the change.
     */
    async verifyEmail(token: string): Promise<void> {
      const used = await links.consume('verify-email', hashRefreshToken(token), new Date());
      const confirmed = used && (await users.confirmEmail(used.userId, used.email));
      if (!confirmed) throw badRequest('VERIFY_TOKEN_INVALID');
      if (!confirmed.previousEmail) return;
      const t = accountMailTexts.emailChanged;
      const content = renderMail({
        subject: t.subject,
        heading: t.heading,
        paragraphs: t.paragraphs(fullName(confirmed.row), confirmed.row.email),
        action: { label: t.action, url: `${origin}${paths.signIn}` },
      });
      await mail.enqueue({ to: confirmed.previousEmail, ...content });
    },

    mailPasswordChanged,

    /**
     * Deletes the holder's own account (the users module's rules: own account, password) and, in the same
     * transaction, ends its sessions on every node and queues a farewell mail to the address it had: the mail leaves
     * only once the deletion commits, and from the outbox, so a crash right after the commit still sends it.
     */
    async deleteAccount(actor: AuthUser, id: string, password: string): Promise<void> {
      await users.remove(actor, id, password, async (tx, account) => {
        // Marked before the commit, so no request slips in between; should the deletion fail, the user signs in again.
        await deps.revokedSessions.add(await deps.refreshTokens.liveFamilies(tx, account.id));
        const t = accountMailTexts.accountDeleted;
        const content = renderMail({
          subject: t.subject,
          heading: t.heading,
          paragraphs: t.paragraphs(fullName(account), now()),
          action: { label: t.action, url: `${origin}${paths.contact}` },
        });
        await mail.enqueue({ to: account.email, ...content }, { db: tx });
      });
    },

    /**
     * Tells the account holder a device they have not used before signed in: which, when, and where to end that
     * session (the sessions list of /profilim). No place is known without a geolocation source, so none is claimed.
     */
    async mailNewDevice(userId: string, device: string): Promise<void> {
      const user = await users.byId(userId);
      if (!user) return;
      const t = accountMailTexts.newDevice;
      const content = renderMail({
        subject: t.subject,
        heading: t.heading,
        paragraphs: t.paragraphs(fullName(user), device, now()),
        action: { label: t.action, url: `${origin}${sessionsListPath}` },
      });
      await mail.enqueue({ to: user.email, ...content });
    },

    /** Mails a confirmation link to the new address; the address changes only when that link is opened. */
    async changeEmail(userId: string, newEmail: string, password: string): Promise<void> {
      await users.confirmPassword(userId, password, 'password');
      const user = await users.requestEmailChange(userId, newEmail);
      const t = accountMailTexts.changeEmail;
      await mailLink(user, 'verify-email', newEmail, VERIFY_TOKEN_TTL_MS, (token) => ({
        subject: t.subject,
        heading: t.heading,
        paragraphs: t.paragraphs(fullName(user)),
        action: { label: t.action, url: verifyLink(token) },
      }));
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;

/** Runs the forgotten-password lookups queued by requests; a failing mail store is tried again. */
export function forgotPasswordJob(account: AccountService): JobDefinition<z.infer<typeof forgotPasswordJobSchema>> {
  return { schema: forgotPasswordJobSchema, handle: (payload) => account.mailResetLink(payload), maxAttempts: 5 };
}
