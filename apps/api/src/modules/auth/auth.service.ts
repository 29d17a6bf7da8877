import type { LoginResponse, TokenPair } from '@otousta/shared/schemas/auth';
import type { OwnUser } from '@otousta/shared/schemas/user';
import { v7 as uuidv7 } from 'uuid';
import { forbidden, unauthorized } from '../../platform/errors.js';
import { hashRefreshToken, newRefreshToken, REFRESH_TOKEN_TTL_MS, type Tokens } from '../../platform/identity.js';
import type { Passwords } from '../../platform/passwords.js';
import type { RateLimiter } from '../../plugins/rate-limit.js';
import type { UserRow, UsersService } from '../users/users.service.js';
import type { AuthRepository } from './auth.repository.js';

export interface AuthServiceDeps {
  users: UsersService;
  refreshTokens: AuthRepository;
  tokens: Tokens;
  passwords: Passwords;
  /** Every sign-in attempt from one IP. */
  loginIpLimit: RateLimiter;
  /** Failed sign-ins for one account from one IP: an attacker elsewhere cannot lock the real user out. */
  loginAccountLimit: RateLimiter;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { users, refreshTokens, tokens, passwords } = deps;

  async function issueRefreshToken(userId: string, familyId: string = uuidv7()) {
    const token = newRefreshToken();
    const row = {
      id: uuidv7(),
      userId,
      familyId,
      tokenHash: hashRefreshToken(token),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    };
    return { token, row };
  }

  const accessFor = (user: UserRow) => tokens.signAccess({ id: user.id, userType: user.userType, role: user.role });

  return {
    async login(email: string, password: string, ip: string): Promise<LoginResponse> {
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
      const refresh = await issueRefreshToken(user.id);
      await refreshTokens.insert(refresh.row);
      return {
        user: await users.ownProfile(user.id),
        access_token: await accessFor(user),
        refresh_token: refresh.token,
      };
    },

    /** Rotates a refresh token. A token used a second time means it was copied: its whole family is revoked. */
    async refresh(presented: string): Promise<TokenPair> {
      const current = await refreshTokens.findByHash(hashRefreshToken(presented));
      if (!current) throw unauthorized('INVALID_REFRESH_TOKEN');
      if (current.revokedAt) {
        await refreshTokens.revokeFamily(current.familyId);
        throw unauthorized('INVALID_REFRESH_TOKEN');
      }
      if (current.expiresAt.getTime() <= Date.now()) throw unauthorized('INVALID_REFRESH_TOKEN');
      const user = await users.byId(current.userId);
      if (!user?.isActive) {
        await refreshTokens.revokeFamily(current.familyId);
        throw unauthorized('INVALID_REFRESH_TOKEN');
      }
      const next = await issueRefreshToken(user.id, current.familyId);
      if (!(await refreshTokens.rotate(current.id, next.row))) {
        // Another request rotated the same token first: the same token was presented twice.
        await refreshTokens.revokeFamily(current.familyId);
        throw unauthorized('INVALID_REFRESH_TOKEN');
      }
      return { access_token: await accessFor(user), refresh_token: next.token };
    },

    /** Ends the session the refresh token belongs to. Unknown tokens are ignored: signing out always succeeds. */
    async logout(presented: string | undefined): Promise<void> {
      if (!presented) return;
      const current = await refreshTokens.findByHash(hashRefreshToken(presented));
      if (current) await refreshTokens.revokeFamily(current.familyId);
    },

    profile: (userId: string): Promise<OwnUser> => users.ownProfile(userId),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
