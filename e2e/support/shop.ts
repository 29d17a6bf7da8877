import type { FitmentInput } from '@otousta/shared/schemas/garage';
import { vknCheckDigit } from '@otousta/shared/schemas/shop';
import type { Page } from 'playwright-core';
import {
  createSignedInAccount,
  registerAccount,
  type SignedInAccount,
  signInAccount,
  signInThroughApi,
} from './accounts';
import type { AdminServer } from './admin-server';
import { apiClient } from './api';

/** A valid Turkish tax number: nine digits and their check digit. */
export const vkn = (firstNine: string) => `${firstNine}${vknCheckDigit(firstNine)}`;

/** Adds the open product page's item to the cart and waits for the header's cart to count it. */
export async function addToCart(page: Page) {
  await page.getByRole('button', { name: 'Sepete Ekle' }).click();
  await page
    .getByTestId('header-cart')
    .and(page.getByRole('link', { name: 'Sepetim, 1 ürün' }))
    .first()
    .waitFor();
}

/** The shop's accounts and products made through the API of a server with an admin, for specs about buying. */
export function shopApi(server: AdminServer) {
  const base = server.baseUrl;
  const call = apiClient(base);
  const signIn = (email: string, password: string) => signInThroughApi({ email, password }, base);
  const customer = (firstName: string, lastName: string) =>
    createSignedInAccount({ data: { firstName, lastName }, base });

  /**
   * A business approved as a seller, with the legal details its sales documents name, all through the API, as a real
   * seller gets there.
   */
  async function businessSeller(shopName: string): Promise<SignedInAccount> {
    const registered = await registerAccount({
      userType: 'isletme',
      base,
      data: {
        firstName: 'Hakan',
        lastName: 'Lastikçi',
        businessName: shopName,
        businessAddress: 'Gaziemir Mah. 12. Sok. No: 3, Gaziemir/İzmir',
        businessServices: 'Lastik satışı, balans ve rot ayarı.',
        businessSector: ['lastik'],
        businessBrand: ['fiat'],
        authorizedBrands: [],
        businessLatitude: 38.32,
        businessLongitude: 27.13,
      },
    });
    const session = await signInAccount(registered, base);
    await call('/users/seller-application', {
      method: 'POST',
      token: session.accessToken,
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
      token: session.accessToken,
      body: JSON.stringify({
        legalTitle: `${shopName} Ticaret Ltd. Şti.`,
        taxOffice: 'Gaziemir',
        address: 'Gaziemir Mah. 12. Sok. No: 3, Gaziemir/İzmir',
      }),
    });
    // Signed in again, the session knows it may sell.
    return signInAccount(registered, base);
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
        universal: true,
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
