// An API process run from the sources (the API's `buildApp` is not an entry of the built bundle) that a benchmark
// drives over IPC: the benchmark's side spawns it, the process's side builds the app and answers.
import { spawn } from 'node:child_process';
import { freePort, root } from '../scripts/lib.mjs';
import { BENCH_JWT_SECRET } from './server.mjs';

/**
 * Runs `script --api-node` through tsx as a production node would run (its own port, NODE_ENV=production) and
 * resolves once it sends `{ ready }`. `ask(command, key)` sends a command and resolves to the value of the first
 * reply carrying `key`; `stop()` asks the process to close and waits for it.
 */
export async function spawnSourceNode(script, env, nodeArgs = []) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script, '--api-node'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      JWT_SECRET: BENCH_JWT_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const ask = (command, key) =>
    new Promise((resolve, reject) => {
      const died = (code) => reject(new Error(`API process exited with ${code}`));
      const answer = (reply) => {
        if (!(key in reply)) return;
        child.off('message', answer);
        child.off('exit', died);
        resolve(reply[key]);
      };
      child.on('message', answer);
      child.once('exit', died);
      if (command) child.send(command);
    });
  const ready = await ask(null, 'ready');
  return {
    ready,
    ask,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ stop: true });
      await exited;
    },
  };
}

/**
 * The `--api-node` side of spawnSourceNode: the app built from its sources, migrated and listening on its configured
 * port, closed when the benchmark sends `{ stop }`. Answers the app, its config and the modules of `paths` (under
 * apps/api/src), loaded with it.
 */
export async function startSourceApp(...paths) {
  const load = (path) => import(new URL(`../apps/api/src/${path}`, import.meta.url).href);
  const [{ buildApp }, { loadConfig }, ...modules] = await Promise.all(['app.ts', 'config.ts', ...paths].map(load));
  const config = loadConfig();
  const app = await buildApp(config);
  await app.database.migrate();
  await app.listen({ port: config.PORT, host: config.HOST });
  process.on('message', async (command) => {
    if (!command.stop) return;
    await app.close();
    process.exit(0);
  });
  return { app, config, modules };
}
