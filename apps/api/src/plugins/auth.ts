import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../errors.js';
import { createPasswords, type Passwords } from '../modules/auth/auth.passwords.js';
import { type AuthUser, createTokens, type Tokens } from '../modules/auth/auth.tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: Tokens;
    /** argon2id hashing, bounded by HASH_CONCURRENCY. */
    passwords: Passwords;
    /** onRequest hook: a valid `Authorization: Bearer <access token>` or 401 UNAUTHORIZED; sets request.user. */
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

/** Passwords and access tokens: checking for routes and, through app.tokens.verifyAccess, for the realtime handshake. */
export const auth = fp(
  async (app: FastifyInstance) => {
    const tokens = createTokens(app.config.JWT_SECRET);
    app.decorate('tokens', tokens);
    app.decorate('passwords', createPasswords(app.config.HASH_CONCURRENCY));
    app.decorateRequest('user', undefined);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearer(request);
      if (!token) throw unauthorized('UNAUTHORIZED');
      try {
        request.user = await tokens.verifyAccess(token);
      } catch {
        throw unauthorized('UNAUTHORIZED');
      }
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
      try {
        request.user = await tokens.verifyAccess(token);
      } catch {
        // A stale token on a public page is simply treated as signed out.
        request.user = undefined;
      }
    });
  },
  { name: 'auth' },
);
