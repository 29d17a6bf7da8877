// Bundles the API (and the shared package's TypeScript) into dist/; npm dependencies stay external.
// Every entry lands directly in dist/, one level below apps/api like src/paths.ts, so paths resolve alike.
import { existsSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);
const entries = {
  server: 'src/server.ts',
  seed: 'src/cli/seed.ts',
  'admin-create': 'src/cli/admin-create.ts',
  'media-migrate': 'src/cli/media-migrate.ts',
  backup: 'src/cli/backup.ts',
  restore: 'src/cli/restore.ts',
};

await build({
  entryPoints: Object.fromEntries(Object.entries(entries).filter(([, file]) => existsSync(file))),
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
