import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { seedOnFirstStart } from './seed/seed.first-start.js';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  await app.database.migrate();
  await seedOnFirstStart(app);
  app.server.keepAliveTimeout = 72_000;
  app.server.headersTimeout = 75_000;

  // In-flight requests finish and the database closes before the process exits.
  closeWithGrace({ delay: config.SHUTDOWN_TIMEOUT_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'fatal error, shutting down');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    // The database closes cleanly before the process exits.
    await app.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new StartupError(`${config.PORT} numaralı port kullanımda: OtoUsta'yı PORT ile başka bir portta başlatın.`);
    }
    throw error;
  }
}

/** A start that cannot go on for a reason the person starting it can fix: said in one line, without a stack. */
class StartupError extends Error {}

main().catch((error) => {
  const plain = error instanceof StartupError || error instanceof DataDirInUseError;
  console.error(plain ? error.message : error);
  process.exit(1);
});
