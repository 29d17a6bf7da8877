// `npm start`: build what is missing, then serve web + API (embedded PGlite in ./data unless DATABASE_URL is set).
import { spawn } from 'node:child_process';
import { buildIfNeeded, root } from './lib.mjs';

buildIfNeeded();
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
