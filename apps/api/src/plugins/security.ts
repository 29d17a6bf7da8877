import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Image hosts the map tiles come from, e.g. https://{s}.tile.openstreetmap.org → https://*.tile.openstreetmap.org */
function tileOrigin(tileUrl: string): string | undefined {
  const match = /^(https?:\/\/[^/]+)/.exec(tileUrl.replace(/\{s\}/g, '*'));
  return match?.[1];
}

/**
 * The headers helmet writes for these options. None of them depends on the request, so they are worked out once:
 * building helmet's middleware for every request, as its Fastify plugin does, parsed the policy again each time, a
 * few per cent of a busy page's CPU and half of what `/api/health` cost (docs/BENCHMARKS.md, 'Security headers worked
 * out once').
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Security headers with a strict Content-Security-Policy: scripts only from our own origin. */
export const security = fp(async (app: FastifyInstance) => {
  const tiles = tileOrigin(app.config.TILE_URL);
  // /uploads/* redirects there when photos are served by the bucket or its CDN.
  const mediaOrigin =
    app.config.S3_BUCKET && app.config.S3_PUBLIC_URL ? new URL(app.config.S3_PUBLIC_URL).origin : undefined;
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its theme variables into a <style> element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : []), ...(mediaOrigin ? [mediaOrigin] : [])],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: app.config.NODE_ENV === 'production',
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
