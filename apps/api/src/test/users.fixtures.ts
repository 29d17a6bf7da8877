import type { LoginResponse } from '@otousta/shared/schemas/auth';
import type { OwnUser } from '@otousta/shared/schemas/user';
import { validBusinessDetails } from '@otousta/shared/test/valid-inputs';
import type { App } from '../app.js';
import { testImage } from './images.js';
import { type MultipartFilePart, multipart } from './multipart.js';

let counter = 0;

/** A unique customer payload: each call gets its own e-mail and phone number. */
export function customerData(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const n = String(counter).padStart(4, '0');
  return {
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    email: `musteri${n}.${process.pid}@example.com`,
    phone: `0532 ${String(process.pid % 1000).padStart(3, '0')} ${n.slice(0, 2)} ${n.slice(2)}`,
    password: 'gizli-sifre-1',
    city: 'izmir',
    birthDate: '1990-05-17',
    kvkkAccepted: true,
    userType: 'musteri',
    ...overrides,
  };
}

export function businessData(overrides: Record<string, unknown> = {}) {
  return customerData({
    firstName: 'Mehmet',
    lastName: 'Usta',
    userType: 'isletme',
    ...validBusinessDetails,
    ...overrides,
  });
}

export const jpegPart = async (filename = 'foto.jpg'): Promise<MultipartFilePart> => ({
  field: 'photos',
  filename,
  contentType: 'image/jpeg',
  buffer: await testImage({ width: 64, height: 48 }),
});

export function registerRequest(app: App, userData: unknown, files: MultipartFilePart[] = [], remoteAddress?: string) {
  const body = multipart({
    fields: { userData: typeof userData === 'string' ? userData : JSON.stringify(userData) },
    files,
  });
  return app.inject({ method: 'POST', url: '/api/users/register-with-photos', ...body, remoteAddress });
}

export interface Session {
  user: OwnUser;
  password: string;
  access: string;
  refresh: string;
  auth: { authorization: string };
}

/** Registers (a business gets one real photo) and signs in. */
export async function signUp(app: App, data: Record<string, unknown>): Promise<Session> {
  const files = data.userType === 'isletme' ? [await jpegPart()] : [];
  const registered = await registerRequest(app, data, files);
  if (registered.statusCode !== 201) throw new Error(`registration failed: ${registered.body}`);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: data.email, password: data.password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const body = res.json() as LoginResponse;
  return {
    user: body.user,
    password: String(data.password),
    access: body.access_token,
    refresh: body.refresh_token,
    auth: { authorization: `Bearer ${body.access_token}` },
  };
}
