import type { LoginResponse } from '@otousta/shared/schemas/auth';
import type { RegistrationPayloadInput } from '@otousta/shared/schemas/registration';
import type { OwnUser } from '@otousta/shared/schemas/user';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll } from 'vitest';
import { appReady, baseUrl, desktop, openPage } from './browser';

export const DEFAULT_PASSWORD = 'guvenli-sifre-1';

let sequence = 0;

/** An e-mail address and a Turkish mobile number no other account of the suite's database has. */
export function uniqueContact(prefix = 'e2e') {
  sequence += 1;
  const stamp = `${Date.now()}${sequence}`;
  return { email: `${prefix}-${stamp}@example.com`, phone: `0532${stamp.slice(-7)}` };
}

/** A real JPEG of one colour, as a phone camera would hand over (the server sniffs and re-encodes the bytes). */
export function jpegBytes(color = '#1c7ed6', size = 96): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

export interface Account {
  email: string;
  password: string;
  user: OwnUser;
}

export interface SignedInAccount extends Account {
  accessToken: string;
  refreshToken: string;
}

const business: RegistrationPayloadInput = {
  businessName: 'Usta Oto Servis',
  businessAddress: 'Alsancak Mah. 1470 Sok. No: 5, Konak/İzmir',
  businessServices: 'Periyodik bakım, fren ve motor onarımı.',
  vehicleType: ['araba'],
  businessSector: ['motor', 'fren'],
  businessBrand: ['tofas', 'mercedes-benz'],
  authorizedBrands: ['tofas'],
  businessLatitude: 38.4237,
  businessLongitude: 27.1428,
  instagram: '@ustaotoservis',
};

/**
 * Registers an account through POST /api/users/register-with-photos of the suite's server (of `base`, if given). A
 * business gets the business fields and one photo (it needs at least one); `photos` overrides how many are sent.
 */
export async function registerAccount(
  options: { userType?: 'musteri' | 'isletme'; data?: RegistrationPayloadInput; photos?: number; base?: string } = {},
): Promise<Account> {
  const userType = options.userType ?? 'musteri';
  const contact = uniqueContact(userType);
  const userData: RegistrationPayloadInput = {
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    email: contact.email,
    phone: contact.phone,
    password: DEFAULT_PASSWORD,
    city: 'izmir',
    birthDate: '1990-05-17',
    userType,
    kvkkAccepted: true,
    ...(userType === 'isletme' ? business : {}),
    ...options.data,
  };
  const form = new FormData();
  form.append('userData', JSON.stringify(userData));
  const photoCount = options.photos ?? (userType === 'isletme' ? 1 : 0);
  for (let i = 0; i < photoCount; i++) {
    const bytes = await jpegBytes(i % 2 ? '#e8590c' : '#1c7ed6');
    form.append('photos', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `foto-${i + 1}.jpg`);
  }
  const response = await fetch(`${options.base ?? baseUrl()}/api/users/register-with-photos`, {
    method: 'POST',
    body: form,
  });
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: OwnUser };
  return { email: userData.email!, password: userData.password!, user };
}

/**
 * Fills the fields of /kayit-ol as a person does, the province picked from its list by typing; the birth date only
 * when given. The consent boxes are left to the spec.
 */
export async function fillRegistrationForm(
  page: Page,
  person: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    city?: { typed: string; name: string };
    birthDate?: string;
    password?: string;
  },
) {
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  const { city = { typed: 'izmir', name: 'İzmir' }, password = DEFAULT_PASSWORD } = person;
  await field('Ad').fill(person.firstName);
  await field('Soyad').fill(person.lastName);
  await field('E-posta').fill(person.email);
  await field('Cep Telefonu').fill(person.phone);
  await field('Şehir').click();
  await field('Şehir').fill(city.typed);
  await page.getByRole('option', { name: city.name }).click();
  if (person.birthDate) await field('Doğum Tarihi').fill(person.birthDate);
  await field('Şifre').fill(password);
  await field('Şifre Tekrar').fill(password);
}

/** POST /api/auth/login for an account, on the suite's server or on `base`. */
export async function signInThroughApi(
  account: Pick<Account, 'email' | 'password'>,
  base = baseUrl(),
): Promise<LoginResponse> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as LoginResponse;
}

/** An account with a session of its own, signed in through the API of the suite's server or of `base`. */
export async function signInAccount(
  account: Pick<Account, 'email' | 'password'>,
  base?: string,
): Promise<SignedInAccount> {
  const session = await signInThroughApi(account, base);
  return {
    email: account.email,
    password: account.password,
    user: session.user,
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
  };
}

/** A new account, registered and signed in through the API. */
export async function createSignedInAccount(
  options: Parameters<typeof registerAccount>[0] = {},
): Promise<SignedInAccount> {
  return signInAccount(await registerAccount(options), options.base);
}

/** The two sides of a conversation, both registered and signed in: a customer by name, and a business. */
export const createCustomerAndBusiness = (customer: { firstName: string; lastName: string }, businessName: string) =>
  Promise.all([
    createSignedInAccount({ data: customer }),
    createSignedInAccount({ userType: 'isletme', data: { businessName } }),
  ]);

/**
 * A customer by name and a business that talk to each other, registered and signed in before the tests of the file
 * or block this is called in; read them inside a test.
 */
export function conversationPartners(customer: { firstName: string; lastName: string }, businessName: string) {
  const partners = {} as { customer: SignedInAccount; business: SignedInAccount };
  beforeAll(async () => {
    [partners.customer, partners.business] = await createCustomerAndBusiness(customer, businessName);
  });
  return partners;
}

/** Puts a session where the web app keeps it (docs/product.md §4: localStorage keys user, accessToken, refreshToken). */
export async function storeSession(page: Page, account: SignedInAccount) {
  await page.evaluate(
    ({ user, accessToken, refreshToken }) => {
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('accessToken', accessToken);
      localStorage.setItem('refreshToken', refreshToken);
    },
    { user: account.user, accessToken: account.accessToken, refreshToken: account.refreshToken },
  );
}

/** A fresh browser context already signed in as the account, opened at a path of the app (of `base`, if given). */
export async function openSignedIn(
  browser: Browser,
  path: string,
  account: SignedInAccount,
  viewport = desktop,
  base?: string,
) {
  const opened = await openPage(browser, '/giris-yap', viewport, base);
  await storeSession(opened.page, account);
  await opened.page.goto(path);
  // A server-rendered page is the signed-out one, with buttons that do nothing, until the app takes it over.
  await appReady(opened.page);
  return opened;
}

/** What the browser keeps of the session, for assertions. */
export function storedSession(page: Page) {
  return page.evaluate(() => ({
    user: localStorage.getItem('user'),
    accessToken: localStorage.getItem('accessToken'),
    refreshToken: localStorage.getItem('refreshToken'),
  }));
}
