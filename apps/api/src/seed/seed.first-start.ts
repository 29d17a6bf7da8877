import type { App } from '../app.js';
import { describeSeed, hasNoUsers, SeedRefusedError, seedDemo } from './seed.service.js';

/**
 * The first start of an empty database with SEED_DEMO on (the default of a laptop's embedded database) loads the
 * demo data, so a newcomer sees a living marketplace (docs/decisions/019-one-machine-by-default.md).
 */
export async function seedOnFirstStart(app: App): Promise<void> {
  if (!app.config.SEED_DEMO || !(await hasNoUsers(app.database.db))) return;
  app.log.info('empty database: loading demo data');
  try {
    const summary = await seedDemo(
      { db: app.database.db, media: app.media, passwords: app.passwords, log: (line) => app.log.info(line) },
      { nodeEnv: app.config.NODE_ENV },
    );
    console.log(describeSeed(summary));
  } catch (error) {
    // A refused seed (a production database) is no reason not to serve.
    if (error instanceof SeedRefusedError) app.log.warn(error.message);
    else throw error;
  }
}
