// npm run admin:create -- --email admin@ornek.com --password '...' [--first-name Ad] [--last-name Soyad]
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/client.js';
import { DataDirInUseError } from '../db/data-dir-lock.js';
import { AdminAccountError, createAdminAccount } from '../modules/users/users.service.js';
import { createPasswords } from '../platform/passwords.js';
import { runCommand } from './command.js';

const usage = `Kullanım: npm run admin:create -- --email E-POSTA --password ŞİFRE [--first-name AD] [--last-name SOYAD]
  Yeni bir yönetici hesabı açar; bu e-postayla bir hesap varsa onu yönetici yapar ve şifresini değiştirir.`;

runCommand(
  usage,
  {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
  async (values) => {
    if (!values.email || !values.password) {
      console.error(usage);
      process.exit(2);
    }
    const config = loadConfig();
    const database = createDatabase(config);
    try {
      await database.migrate();
      const { created } = await createAdminAccount(database.db, createPasswords(config.HASH_CONCURRENCY), {
        email: values.email,
        password: values.password,
        firstName: values['first-name'],
        lastName: values['last-name'],
      });
      console.log(
        created ? `Yönetici hesabı oluşturuldu: ${values.email}` : `Mevcut hesap yönetici yapıldı: ${values.email}`,
      );
    } finally {
      await database.close();
    }
  },
  [AdminAccountError, DataDirInUseError],
);
