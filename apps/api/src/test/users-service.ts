import type { App } from '../app.js';
import { createUsersService } from '../modules/users/users.service.js';

/** The users module's service on a test app's database, for a test that builds another module's service by hand. */
export const usersServiceOf = (app: App) =>
  createUsersService({ db: app.database.db, passwords: app.passwords, photos: app.media, log: app.log });
