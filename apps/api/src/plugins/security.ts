import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Image hosts the map tiles come from, e.g. https://{s}.tile.openstreetmap.org → https://*.tile.openstreetmap.org */
function tileOrigin(tileUrl: string): string | undefined {
  const match = /^(https?:\/\/[^/]+)/.exec(tileUrl.replace(/\{s\}/g, '*'));
  return match?.[1];
}

/** Security headers with a strict Content-Security-Policy: scripts only from our own origin. */
export const security = fp(async (app: FastifyInstance) => {
  const tiles = tileOrigin(app.config.TILE_URL);
  // /uploads/* redirects there when photos are served by the bucket or its CDN.
  const mediaOrigin =
    app.config.S3_BUCKET && app.config.S3_PUBLIC_URL ? new URL(app.config.S3_PUBLIC_URL).origin : undefined;
  await app.register(helmet, {
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
});
