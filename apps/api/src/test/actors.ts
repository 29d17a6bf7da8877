import { v7 as uuidv7 } from 'uuid';
import type { App } from '../app.js';
import { searchTermsFor } from '../modules/users/users.search.js';
import { type NewUserRow, users } from '../modules/users/users.table.js';
import type { TestApp } from './test-app.js';

let sequence = 0;

export interface Actor {
  id: string;
  email: string;
  auth: { authorization: string };
}

/** An account written straight to the table, with a real access token for it (role 'admin' for admins). */
export async function createActor(app: App, overrides: Partial<NewUserRow> = {}): Promise<Actor> {
  sequence += 1;
  const n = `${process.pid}${String(sequence).padStart(4, '0')}`;
  const row: NewUserRow = {
    id: uuidv7(),
    email: `aktor${n}@example.com`,
    phone: `+90534${n.slice(-7).padStart(7, '0')}`,
    passwordHash: 'unused',
    firstName: 'Deniz',
    lastName: `Aktör${sequence}`,
    city: 'izmir',
    birthDate: '1990-01-01',
    userType: 'musteri',
    ...overrides,
  };
  row.searchTerms = searchTermsFor({
    firstName: row.firstName,
    lastName: row.lastName,
    businessName: row.businessName ?? null,
    city: row.city,
    businessSector: row.businessSector ?? [],
    businessBrand: row.businessBrand ?? [],
  });
  await app.database.db.insert(users).values(row);
  const token = await app.tokens.signAccess({ id: row.id, userType: row.userType, role: row.role ?? 'user' });
  return { id: row.id, email: row.email, auth: { authorization: `Bearer ${token}` } };
}

export const businessRow = (name: string, overrides: Partial<NewUserRow> = {}): Partial<NewUserRow> => ({
  userType: 'isletme',
  businessName: name,
  businessServices: 'Periyodik bakım, fren ve elektrik işleri',
  businessAddress: 'Alsancak Mah. 1. Sok. No:3, Konak',
  businessSector: ['genel'],
  businessBrand: ['fiat'],
  vehicleType: ['araba'],
  businessLatitude: 38.4237,
  businessLongitude: 27.1428,
  ...overrides,
});

/** Sends a request to the test app as `actor` (signed out without one), with `payload` as its JSON body when given. */
export const requestAs =
  (t: TestApp) => (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, actor?: Actor, payload?: object) =>
    t.app.inject({ method, url, headers: actor?.auth ?? {}, ...(payload ? { payload } : {}) });
