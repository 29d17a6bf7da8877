import { validSellerApplication } from '@otousta/shared/test/valid-inputs';
import { v7 as uuidv7 } from 'uuid';
import type { App } from '../app.js';
import { products } from '../modules/products/products.table.js';
import { sellerApplications, sellerLegalDetails } from '../modules/sellers/sellers.table.js';
import { type Actor, businessRow, createActor } from './actors.js';

export const createAdmin = (app: App) => createActor(app, { role: 'admin', firstName: 'Yönetici' });

/** The legal details an approved seller fills in before publishing (docs/product.md 'Distance sales documents'). */
export const validLegalDetails = {
  legalTitle: 'Usta Yedek Parça Ticaret Ltd. Şti.',
  taxOffice: 'İkitelli',
  address: 'Merkez Mah. Sanayi Cad. No: 5, İkitelli, Başakşehir/İstanbul',
} as const;

/** A seller whose application an admin already approved and who filled in their legal details, as the shop sees it. */
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
    ...validSellerApplication,
    businessName,
    businessPhone: '+902125551234',
    status: 'approved',
    reviewedAt: new Date(),
  });
  await app.database.db.insert(sellerLegalDetails).values({ userId: seller.id, ...validLegalDetails });
  return seller;
}

/** A product form's `productData` that passes every rule. */
export const validProduct = {
  name: 'Fren balatası',
  description: 'Ön fren balatası takımı',
  price: 450,
  stock: 10,
  category: 'fren',
  brand: 'Bosch',
  condition: 'new',
  fitment: { vehicles: [], oemNumbers: ['0986494554'] },
} as const;

/** A product straight in the table, for tests about buying rather than listing; answers its id. */
export async function insertProduct(
  app: App,
  seller: Actor,
  overrides: Partial<typeof products.$inferInsert> = {},
): Promise<string> {
  const id = uuidv7();
  await app.database.db.insert(products).values({
    id,
    sellerId: seller.id,
    name: 'Buji Takımı',
    description: 'Dört adet iridyum buji',
    brand: 'NGK',
    category: 'motor',
    condition: 'new',
    priceKurus: 45_000,
    stock: 10,
    photos: ['/uploads/00000000-0000-4000-8000-000000000001.webp'],
    ...overrides,
  });
  return id;
}

/**
 * A business that applied to sell, was approved by `admin` and filled in its legal details, all through the API, as a
 * real seller does.
 */
export async function applyAndApproveSeller(app: App, admin: Actor): Promise<Actor> {
  const seller = await createActor(app, businessRow('Usta Yedek Parça'));
  const step = async (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => {
    const res = await app.inject({ method, url, headers, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} failed: ${res.body}`);
    return res;
  };
  const applied = await step('POST', '/api/users/seller-application', seller.auth, validSellerApplication);
  await step('POST', `/api/admin/seller-applications/${applied.json().data.id}/approve`, admin.auth);
  // Publishing needs the legal details the distance sales documents name.
  await step('PUT', '/api/seller/legal-details', seller.auth, validLegalDetails);
  return seller;
}
