import type { FastifyInstance, FastifyPluginOptions, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ErrorStatus } from './docs.js';

const bearer = [{ bearer: [] }];

export interface SignInRule {
  /** A further check once the token is valid, e.g. the admin role. */
  check?: onRequestHookHandler;
  /** What that check answers, for the OpenAPI document (e.g. 403). */
  errors?: readonly ErrorStatus[];
}

/**
 * A plugin scope whose every route needs `Authorization: Bearer <access token>`: the token is checked when the request
 * arrives, before its body is read or validated (401 comes before any 400), then `rule.check` runs; the OpenAPI
 * document lists the bearer security, and with it the 401 answer, on each route. Register it:
 * `await app.register(signedIn(async (app) => { app.post(...) }))`.
 */
export const signedIn =
  <Options extends FastifyPluginOptions = Record<never, never>>(
    routes: FastifyPluginAsyncZod<Options>,
    rule: SignInRule = {},
  ): FastifyPluginAsyncZod<Options> =>
  async (app, options) => {
    requireSignIn(app, rule);
    await routes(app, options);
  };

/** A plugin scope whose routes answer everybody and know a signed-in caller (request.user) when a token is sent. */
export const callerAware =
  (routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod =>
  async (app, options) => {
    app.addHook('onRequest', app.optionalAuth);
    await routes(app, options);
  };

function requireSignIn(app: FastifyInstance, rule: SignInRule) {
  app.addHook('onRequest', app.authenticate);
  if (rule.check) app.addHook('onRequest', rule.check);
  app.addHook('onRoute', (route) => {
    const schema = route.schema ?? {};
    route.schema = { ...schema, security: bearer, errors: [...(schema.errors ?? []), ...(rule.errors ?? [])] };
  });
}
