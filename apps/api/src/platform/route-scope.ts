import type { FastifyInstance, FastifyPluginOptions, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from './errors.js';
import type { ErrorStatus } from './openapi.js';

const bearer = [{ bearer: [] }];

export interface SignInRule {
  /** A further check once the token is valid, e.g. the admin role. */
  check?: onRequestHookHandler;
  /** What that check answers, for the OpenAPI document (e.g. 403). */
  errors?: readonly ErrorStatus[];
  /** The tag the OpenAPI document lists the scope's routes under, whatever their module's (e.g. 'admin'). */
  tag?: string;
}

/**
 * Lists the routes a plugin declares after this call under `tag` in the OpenAPI document, once for the plugin instead
 * of on every route; a route that names its own tags keeps them, and the admin area's scope lists its own under 'admin'.
 */
export function tagRoutes(app: FastifyInstance, tag: string) {
  app.addHook('onRoute', (route) => {
    route.schema = { tags: [tag], ...route.schema };
  });
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
  <Options extends FastifyPluginOptions = Record<never, never>>(
    routes: FastifyPluginAsyncZod<Options>,
  ): FastifyPluginAsyncZod<Options> =>
  async (app, options) => {
    app.addHook('onRequest', app.optionalAuth);
    await routes(app, options);
  };

/** The role comes from the signed token; only the admin:create command makes an admin. */
async function adminRole(request: FastifyRequest) {
  if (request.user?.role !== 'admin') throw forbidden('FORBIDDEN');
}

/**
 * A plugin scope of the admin area: every route needs a valid token (401 otherwise) whose role is admin (403), and the
 * OpenAPI document lists them all under 'admin'.
 */
export const adminOnly = <Options extends FastifyPluginOptions = Record<never, never>>(
  routes: FastifyPluginAsyncZod<Options>,
) => signedIn(routes, { check: adminRole, errors: [403], tag: 'admin' });

function requireSignIn(app: FastifyInstance, rule: SignInRule) {
  app.addHook('onRequest', app.authenticate);
  if (rule.check) app.addHook('onRequest', rule.check);
  app.addHook('onRoute', (route) => {
    const schema = route.schema ?? {};
    route.schema = {
      ...schema,
      ...(rule.tag ? { tags: [rule.tag] } : {}),
      security: bearer,
      errors: [...(schema.errors ?? []), ...(rule.errors ?? [])],
    };
  });
}
