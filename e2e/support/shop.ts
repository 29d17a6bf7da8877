import type { LoginResponse } from '@otousta/shared/schemas/auth';
import type { FitmentInput } from '@otousta/shared/schemas/garage';
import { vknCheckDigit } from '@otousta/shared/schemas/shop';
import type { OwnUser } from '@otousta/shared/schemas/user';
import { DEFAULT_PASSWORD, jpegBytes, type SignedInAccount, uniqueContact } from './accounts';
import type { AdminServer } from './admin-server';

/** A valid Turkish tax number: nine digits and their check digit. */
export const vkn = (firstNine: string) => `${firstNine}${vknCheckDigit(firstNine)}`;

/** The shop's accounts and products made through the API of a server with an admin, for specs about buying. */
export function shopApi(server: AdminServer) {
  const base = server.baseUrl;

  async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    if (typeof init.body === 'string') headers.set('content-type', 'application/json');
    const response = await fetch(`${base}/api${path}`, { ...init, headers });
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
    return (response.status === 204 ? undefined : await response.json()) as T;
  }

  const signIn = (email: string, password: string) =>
    call<LoginResponse>('/auth/login', { method: 'POST', body: JSON.stringify({ email, password }) });

  const account = (email: string, session: LoginResponse): SignedInAccount => ({
    email,
    password: DEFAULT_PASSWORD,
    user: session.user,
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
  });

  async function customer(firstName: string, lastName: string): Promise<SignedInAccount> {
    const contact = uniqueContact('shop');
    const form = new FormData();
    form.append(
      'userData',
      JSON.stringify({
        firstName,
        lastName,
        email: contact.email,
        phone: contact.phone,
        password: DEFAULT_PASSWORD,
        city: 'izmir',
        birthDate: '1988-03-12',
        userType: 'musteri',
        kvkkAccepted: true,
      }),
    );
    await call<{ user: OwnUser }>('/users/register-with-photos', { method: 'POST', body: form });
    return account(contact.email, await signIn(contact.email, DEFAULT_PASSWORD));
  }

  /**
   * A business approved as a seller, with the legal details its sales documents name, all through the API, as a real
   * seller gets there.
   */
  async function businessSeller(shopName: string): Promise<SignedInAccount> {
    const contact = uniqueContact('satici');
    const form = new FormData();
    form.append(
      'userData',
      JSON.stringify({
        firstName: 'Hakan',
        lastName: 'Lastikçi',
        email: contact.email,
        phone: contact.phone,
        password: DEFAULT_PASSWORD,
        city: 'izmir',
        birthDate: '1980-01-20',
        userType: 'isletme',
        kvkkAccepted: true,
        businessName: shopName,
        businessAddress: 'Gaziemir Mah. 12. Sok. No: 3, Gaziemir/İzmir',
        businessServices: 'Lastik satışı, balans ve rot ayarı.',
        vehicleType: ['araba'],
        businessSector: ['lastik'],
        businessBrand: ['fiat'],
        authorizedBrands: [],
        businessLatitude: 38.32,
        businessLongitude: 27.13,
      }),
    );
    const photo = await jpegBytes('#2b8a3e');
    form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'dukkan.jpg');
    await call<{ user: OwnUser }>('/users/register-with-photos', { method: 'POST', body: form });
    const session = await signIn(contact.email, DEFAULT_PASSWORD);
    await call('/users/seller-application', {
      method: 'POST',
      token: session.access_token,
      body: JSON.stringify({
        taxNumber: vkn('987654321'),
        businessName: shopName,
        businessPhone: '0232 555 11 22',
        businessAddress: 'Gaziemir Mah. 12. Sok. No: 3, Gaziemir/İzmir',
        businessDescription: 'Binek araç lastikleri ve jantları; montaj ve balans.',
        businessType: 'sahis',
        yearsInBusiness: '5-10',
      }),
    });
    const admin = await signIn(server.admin.email, server.admin.password);
    const pending = await call<{ applications: { id: string; userId: string }[] }>(
      '/admin/seller-applications?status=pending',
      { token: admin.access_token },
    );
    const application = pending.applications.find((a) => a.userId === session.user.id)!;
    await call(`/admin/seller-applications/${application.id}/approve`, { method: 'POST', token: admin.access_token });
    // Publishing needs the legal details the sales documents name.
    await call('/seller/legal-details', {
      method: 'PUT',
      token: session.access_token,
      body: JSON.stringify({
        legalTitle: `${shopName} Ticaret Ltd. Şti.`,
        taxOffice: 'Gaziemir',
        address: 'Gaziemir Mah. 12. Sok. No: 3, Gaziemir/İzmir',
      }),
    });
    // Signed in again, the session knows it may sell.
    return account(contact.email, await signIn(contact.email, DEFAULT_PASSWORD));
  }

  /** A published product of the seller; with `fitment`, the vehicles it fits and its OEM numbers as the seller says. */
  async function addProduct(
    seller: SignedInAccount,
    productData: Record<string, unknown>,
    fitment?: FitmentInput,
  ): Promise<{ id: string }> {
    const form = new FormData();
    form.append(
      'productData',
      JSON.stringify({
        description: 'Sıfır, faturalı ve garantili ürün.',
        condition: 'new',
        stock: 10,
        ...productData,
      }),
    );
    const { product } = await call<{ product: { id: string } }>('/products', {
      method: 'POST',
      body: form,
      token: seller.accessToken,
    });
    if (fitment) {
      await call(`/products/${product.id}/fitment`, {
        method: 'PUT',
        token: seller.accessToken,
        body: JSON.stringify(fitment),
      });
    }
    return product;
  }

  return { call, signIn, customer, businessSeller, addProduct };
}

export type ShopApi = ReturnType<typeof shopApi>;
