// npm run seed [-- --businesses 100000 --customers N --seed N --reset]: demo data into the configured database.
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/client.js';
import { DataDirInUseError } from '../db/data-dir-lock.js';
import { configuredStores, createMedia } from '../media/media.plugin.js';
import { createPasswords } from '../platform/passwords.js';
import { DEFAULT_BUSINESSES, describeSeed, SeedRefusedError, seedDemo } from '../seed/seed.service.js';
import { runCommand } from './command.js';

const usage = `Kullanım: npm run seed -- [--businesses N] [--customers N] [--seed N] [--reset]
  --businesses N  işletme sayısı (varsayılan ${DEFAULT_BUSINESSES})
  --customers N   müşteri sayısı (varsayılan işletme sayısının dörtte biri)
  --seed N        üretecin tohumu: aynı sayı aynı veriyi üretir (varsayılan 2026)
  --reset         önceki demo hesaplarını silip yeniden yükler`;

function positive(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`--${name} pozitif bir tam sayı olmalı: ${value}\n\n${usage}`);
    process.exit(2);
  }
  return n;
}

runCommand(
  usage,
  {
    businesses: { type: 'string' },
    customers: { type: 'string' },
    seed: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
  async (values) => {
    const config = loadConfig();
    const database = createDatabase(config);
    const started = Date.now();
    const stores = configuredStores(config);
    try {
      await database.migrate();
      const summary = await seedDemo(
        {
          db: database.db,
          media: createMedia(stores, config.IMAGE_CONCURRENCY),
          passwords: createPasswords(config.HASH_CONCURRENCY),
          log: (line) => console.log(line),
        },
        {
          nodeEnv: config.NODE_ENV,
          businesses: positive('businesses', values.businesses),
          customers: positive('customers', values.customers),
          seed: positive('seed', values.seed),
          reset: values.reset,
        },
      );
      console.log(describeSeed(summary));
      console.log(`Süre: ${((Date.now() - started) / 1000).toFixed(1)} sn`);
    } finally {
      stores.close();
      await database.close();
    }
  },
  [SeedRefusedError, DataDirInUseError],
);
