import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AppError, unauthorized } from '../platform/errors.js';
import { type AuthUser, createTokens, type Tokens } from '../platform/identity.js';
import { createPasswords, type Passwords } from '../platform/passwords.js';
import {
  createMemoryRevokedSessions,
  createRedisRevokedSessions,
  type RevokedSessions,
} from '../platform/revoked-sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: Tokens;
    /** argon2id hashing, bounded by HASH_CONCURRENCY. */
    passwords: Passwords;
    /** Sessions ended early: their access tokens are refused on every node that shares this store. */
    revokedSessions: RevokedSessions;
    /**
     * Who a bearer token speaks for: a valid access token of a session that has not been ended, else a 401 error
     * (UNAUTHORIZED, or SESSION_REVOKED when its session was ended) to throw. Used by routes and the realtime handshake.
     */
    signedInUser(token: string | undefined): Promise<AuthUser | AppError>;
    /** onRequest hook: a valid `Authorization: Bearer <access token>` or 401 (UNAUTHORIZED, or SESSION_REVOKED for an ended session); sets request.user. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** onRequest hook: sets request.user when a valid token is present, otherwise leaves it undefined. */
    optionalAuth(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    user?: AuthUser;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** Passwords and access tokens: checking for routes and, through app.signedInUser, for the realtime handshake. */
export const auth = fp(
  async (app: FastifyInstance) => {
    const tokens = createTokens(app.config.JWT_SECRET);
    app.decorate('tokens', tokens);
    app.decorate('passwords', createPasswords(app.config.HASH_CONCURRENCY));
    app.decorateRequest('user', undefined);
    // Nodes of one deployment (one REDIS_PREFIX) share the marks; test apps sharing a Redis keep their own.
    const { REDIS_URL, REDIS_PREFIX, NODE_ENV } = app.config;
    const namespace = REDIS_PREFIX ?? (NODE_ENV === 'test' ? randomUUID() : 'main');
    const revoked = REDIS_URL ? await createRedisRevokedSessions(REDIS_URL, namespace) : createMemoryRevokedSessions();
    app.decorate('revokedSessions', revoked);
    app.addHook('onClose', () => revoked.close());

    // The one lookup a signed-in request costs beyond the token's signature, which each node checks once per token.
    const ended = async (sessionId: string | undefined) => {
      if (!sessionId) return false;
      try {
        return await revoked.has(sessionId);
      } catch (err) {
        // Redis away: the token is still signed and at most 15 minutes old; refusing every signed-in request
        // would sign every user out of the site (docs/decisions/037).
        app.log.warn({ err }, 'revoked sessions unavailable');
        return false;
      }
    };

    app.decorate('signedInUser', async (token: string | undefined) => {
      if (!token) return unauthorized('UNAUTHORIZED');
      let user: AuthUser;
      try {
        user = await tokens.verifyAccess(token);
      } catch {
        return unauthorized('UNAUTHORIZED');
      }
      return (await ended(user.sessionId)) ? unauthorized('SESSION_REVOKED') : user;
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const user = await app.signedInUser(bearer(request));
      if (user instanceof Error) throw user;
      request.user = user;
    });

    // Who is asking is settled before the body is read: a signed-out client learns 401, never which field is wrong.
    app.addHook('onRoute', (route) => {
      for (const stage of ['preParsing', 'preValidation', 'preHandler'] as const) {
        if ([route[stage]].flat(2).includes(app.authenticate)) {
          throw new Error(`${route.method} ${route.url}: authenticate belongs in onRequest, not ${stage}`);
        }
      }
    });

    app.decorate('optionalAuth', async (request: FastifyRequest) => {
      const token = bearer(request);
      if (!token) return;
      const user = await app.signedInUser(token);
      // A stale or ended session's token on a public page is simply treated as signed out.
      request.user = user instanceof Error ? undefined : user;
    });
  },
  { name: 'auth' },
);
