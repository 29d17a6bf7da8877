import type { AccountSession } from '@otousta/shared/schemas/account';
import type { LoginResponse, TokenPair } from '@otousta/shared/schemas/auth';
import type { OwnUser } from '@otousta/shared/schemas/user';
import { v7 as uuidv7 } from 'uuid';
import { forbidden, notFound, unauthorized } from '../../platform/errors.js';
import {
  type AuthUser,
  hashRefreshToken,
  newRefreshToken,
  REFRESH_TOKEN_TTL_MS,
  type Tokens,
} from '../../platform/identity.js';
import type { Passwords } from '../../platform/passwords.js';
import type { RevokedSessions } from '../../platform/revoked-sessions.js';
import type { RateLimiter } from '../../plugins/rate-limit.js';
import type { UserRow, UsersService } from '../users/users.service.js';
import { describeDevice } from './auth.device.js';
import type { AuthRepository } from './auth.repository.js';
import type { RefreshTokenRow } from './auth.table.js';

export interface AuthServiceDeps {
  users: UsersService;
  refreshTokens: AuthRepository;
  tokens: Tokens;
  passwords: Passwords;
  /** Where ended sessions are marked, so their access tokens stop working at once on every node. */
  revokedSessions: RevokedSessions;
  /** Told of a sign-in from a device the account has not used before (named as the sessions list names it). */
  onNewDevice?: (userId: string, device: string) => Promise<void>;
  /** Told of a password change, once the other sessions have ended, so the holder hears of it. */
  onPasswordChanged?: (userId: string) => Promise<void>;
  /** Every sign-in attempt from one IP. */
  loginIpLimit: RateLimiter;
  /** Failed sign-ins for one account from one IP: an attacker elsewhere cannot lock the real user out. */
  loginAccountLimit: RateLimiter;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { users, refreshTokens, tokens, passwords, revokedSessions } = deps;

  /** Ends a session: its refresh tokens, and its access tokens from their next request on. */
  async function endFamily(familyId: string) {
    await refreshTokens.revokeFamily(familyId);
    await revokedSessions.add([familyId]);
  }

  async function issueRefreshToken(userId: string, userAgent: string | undefined, familyId: string = uuidv7()) {
    const token = newRefreshToken();
    const row = {
      id: uuidv7(),
      userId,
      familyId,
      userAgent: userAgent?.slice(0, 500) ?? null,
      tokenHash: hashRefreshToken(token),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    };
    return { token, row };
  }

  // The session id rides in the access token, so a signed-in call knows which of the user's sessions made it.
  const accessFor = (user: UserRow, sessionId: string) =>
    tokens.signAccess({ id: user.id, userType: user.userType, role: user.role, sessionId });

  return {
    async login(email: string, password: string, ip: string, userAgent?: string): Promise<LoginResponse> {
      await deps.loginIpLimit.consume(ip);
      const accountKey = `${email}|${ip}`;
      await deps.loginAccountLimit.check(accountKey);

      const user = await users.byEmail(email);
      // Unknown address and wrong password look the same, in words and in time.
      const valid = user ? await passwords.verify(user.passwordHash, password) : await passwords.verifyNobody(password);
      if (!user || !valid) {
        await deps.loginAccountLimit.record(accountKey);
        throw unauthorized('INVALID_CREDENTIALS');
      }
      // Only someone who knows the password learns that the account is disabled.
      if (!user.isActive) throw forbidden('ACCOUNT_DISABLED');
      await deps.loginAccountLimit.reset(accountKey);

      await refreshTokens.deleteExpired(user.id, new Date());
      const refresh = await issueRefreshToken(user.id, userAgent);
      // A device is new when none of the account's kept sessions was named like it; the first sign-in of an account
      // (right after registering) is no news.
      const device = describeDevice(userAgent);
      const known = await refreshTokens.ofUser(user.id);
      await refreshTokens.insert(refresh.row);
      if (known.length && !known.some((row) => describeDevice(row.userAgent) === device)) {
        await deps.onNewDevice?.(user.id, device);
      }
      return {
        user: await users.ownProfile(user.id),
        access_token: await accessFor(user, refresh.row.familyId),
        refresh_token: refresh.token,
      };
    },

    /** Rotates a refresh token. A token used a second time means it was copied: its whole family is revoked. */
    async refresh(presented: string, userAgent?: string): Promise<TokenPair> {
      const current = await refreshTokens.findByHash(hashRefreshToken(presented));
      if (!current) throw unauthorized('INVALID_REFRESH_TOKEN');
      if (current.revokedAt) {
        await endFamily(current.familyId);
        throw unauthorized('INVALID_REFRESH_TOKEN');
      }
      if (current.expiresAt.getTime() <= Date.now()) throw unauthorized('INVALID_REFRESH_TOKEN');
      const user = await users.byId(current.userId);
      if (!user?.isActive) {
        await refreshTokens.revokeFamily(current.familyId);
        throw unauthorized('INVALID_REFRESH_TOKEN');
      }
      const next = await issueRefreshToken(user.id, userAgent, current.familyId);
      if (!(await refreshTokens.rotate(current.id, next.row))) {
        // Another request rotated the same token first: the same token was presented twice.
        await endFamily(current.familyId);
        throw unauthorized('INVALID_REFRESH_TOKEN');
      }
      return { access_token: await accessFor(user, current.familyId), refresh_token: next.token };
    },

    /** Ends the session the refresh token belongs to. Unknown tokens are ignored: signing out always succeeds. */
    async logout(presented: string | undefined): Promise<void> {
      if (!presented) return;
      const current = await refreshTokens.findByHash(hashRefreshToken(presented));
      if (current) await endFamily(current.familyId);
    },

    profile: (userId: string): Promise<OwnUser> => users.ownProfile(userId),

    /**
     * The user's live sessions, newest use first: a refresh-token family opened at its first token, last used at its
     * latest rotation, named by the browser that used it last; `current` is the session of the caller's token.
     */
    async sessions(actor: AuthUser): Promise<AccountSession[]> {
      const now = Date.now();
      const families = new Map<string, RefreshTokenRow[]>();
      for (const row of await refreshTokens.ofUser(actor.id)) {
        families.set(row.familyId, [...(families.get(row.familyId) ?? []), row]);
      }
      const sessions: AccountSession[] = [];
      for (const [id, rows] of families) {
        const live = rows.find((row) => !row.revokedAt && row.expiresAt.getTime() > now);
        if (!live) continue;
        const times = rows.map((row) => row.createdAt.getTime());
        sessions.push({
          id,
          device: describeDevice(live.userAgent),
          createdAt: new Date(Math.min(...times)).toISOString(),
          lastUsedAt: new Date(Math.max(...times)).toISOString(),
          current: id === actor.sessionId,
        });
      }
      return sessions.sort((a, b) => b.lastUsedAt.localeCompare(a.lastUsedAt));
    },

    /** Ends one of the user's own sessions; another user's session or an ended one is 404 SESSION_NOT_FOUND. */
    async endSession(actor: AuthUser, sessionId: string): Promise<void> {
      if (!(await refreshTokens.revokeUserFamily(actor.id, sessionId, new Date()))) {
        throw notFound('SESSION_NOT_FOUND');
      }
      await revokedSessions.add([sessionId]);
    },

    /**
     * Changes the password after checking the current one; every other session of the user ends, and the holder is
     * mailed, as after a reset, so a change they did not make does not go unnoticed.
     */
    async changePassword(actor: AuthUser, currentPassword: string, newPassword: string): Promise<void> {
      await users.confirmPassword(actor.id, currentPassword, 'currentPassword');
      await users.setPassword(actor.id, newPassword);
      await revokedSessions.add(await refreshTokens.revokeUser(actor.id, actor.sessionId));
      await deps.onPasswordChanged?.(actor.id);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
