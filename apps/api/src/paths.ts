import { fileURLToPath } from 'node:url';

// This file sits one level below apps/api both as source (src/paths.ts) and when bundled (dist/server.js),
// so the same relative URLs hold in development, tests and production.
export const apiRoot = fileURLToPath(new URL('..', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../drizzle', import.meta.url));
export const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
