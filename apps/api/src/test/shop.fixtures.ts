import { v7 as uuidv7 } from 'uuid';
import type { App } from '../app.js';
import { sellerApplications } from '../modules/sellers/sellers.table.js';
import { type NewUserRow, users } from '../modules/users/users.table.js';

export interface Actor {
  id: string;
  auth: { authorization: string };
}

let sequence = 0;

/** An account written straight to the table, with a real access token for it (role from the row). */
export async function createActor(app: App, overrides: Partial<NewUserRow> = {}): Promise<Actor> {
  sequence += 1;
  const n = `${process.pid % 1000}${String(sequence).padStart(4, '0')}`;
  const row: NewUserRow = {
    id: uuidv7(),
    email: `dukkan${n}@example.com`,
    phone: `+90534${n.padStart(7, '0').slice(-7)}`,
    passwordHash: 'unused',
    firstName: 'Ayşe',
    lastName: `Kaya${sequence}`,
    city: 'izmir',
    birthDate: '1990-01-01',
    userType: 'musteri',
    ...overrides,
  };
  await app.database.db.insert(users).values(row);
  const token = await app.tokens.signAccess({ id: row.id, userType: row.userType, role: row.role ?? 'user' });
  return { id: row.id, auth: { authorization: `Bearer ${token}` } };
}

export const createAdmin = (app: App) => createActor(app, { role: 'admin', firstName: 'Yönetici' });

/** A seller whose application an admin already approved, as the shop sees it. */
export async function createApprovedSeller(app: App, businessName = 'Usta Yedek Parça'): Promise<Actor> {
  const seller = await createActor(app, {
    userType: 'isletme',
    eCommerceIsVerified: true,
    sellerApplicationStatus: 'approved',
    eCommerceTaxNumber: '1234567890',
  });
  await app.database.db.insert(sellerApplications).values({
    id: uuidv7(),
    userId: seller.id,
    ...validApplication,
    businessName,
    businessPhone: '+902125551234',
    status: 'approved',
    reviewedAt: new Date(),
  });
  return seller;
}

export const validApplication = {
  taxNumber: '1234567890',
  businessName: 'Usta Yedek Parça Ltd. Şti.',
  businessPhone: '0212 555 12 34',
  businessAddress: 'Merkez Mah. Sanayi Cad. No: 5, İkitelli, İstanbul',
  businessDescription: 'Binek araçlar için orijinal ve yan sanayi fren ve motor parçaları.',
  businessType: 'limited',
  yearsInBusiness: '5-10',
} as const;
