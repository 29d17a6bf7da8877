import { v7 as uuidv7 } from 'uuid';
import type { App } from '../app.js';
import { searchTermsFor } from '../modules/users/users.search.js';
import { type NewUserRow, users } from '../modules/users/users.table.js';

let sequence = 0;

export interface Actor {
  id: string;
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
  return { id: row.id, auth: { authorization: `Bearer ${token}` } };
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

/**
 * A business that applied to sell, was approved by `admin` and filled in its legal details, all through the API, as a
 * real seller is.
 */
export async function createApprovedSeller(app: App, admin: Actor): Promise<Actor> {
  const seller = await createActor(app, businessRow('Usta Yedek Parça'));
  const applied = await app.inject({
    method: 'POST',
    url: '/api/users/seller-application',
    headers: seller.auth,
    payload: {
      taxNumber: '1234567890',
      businessName: 'Usta Yedek Parça Ltd. Şti.',
      businessPhone: '0212 555 12 34',
      businessAddress: 'Merkez Mah. Sanayi Cad. No: 5, İkitelli, İstanbul',
      businessDescription: 'Otomobil yedek parçaları',
      businessType: 'sahis',
      yearsInBusiness: '1-3',
    },
  });
  if (applied.statusCode !== 201) throw new Error(`seller application failed: ${applied.body}`);
  const approved = await app.inject({
    method: 'POST',
    url: `/api/admin/seller-applications/${applied.json().data.id}/approve`,
    headers: admin.auth,
  });
  if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
  // Publishing needs the legal details the distance sales documents name.
  const legal = await app.inject({
    method: 'PUT',
    url: '/api/seller/legal-details',
    headers: seller.auth,
    payload: {
      legalTitle: 'Usta Yedek Parça Ltd. Şti.',
      taxOffice: 'İkitelli',
      address: 'Merkez Mah. Sanayi Cad. No: 5, İkitelli, İstanbul',
    },
  });
  if (legal.statusCode !== 200) throw new Error(`legal details failed: ${legal.body}`);
  return seller;
}
