import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { AdminAccountError, createAdminAccount } from './users.service.js';
import { users } from './users.table.js';

describe('admin:create', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('creates an admin who signs in and reaches the admin API', async () => {
    const { created } = await createAdminAccount(t.app.database.db, t.app.passwords, {
      email: 'Yonetici@Example.com',
      password: 'cok-gizli-sifre',
    });
    expect(created).toBe(true);
    const res = await login('yonetici@example.com', 'cok-gizli-sifre');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('admin');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/seller-applications',
      headers: { authorization: `Bearer ${res.json().access_token}` },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ applications: [], pagination: { total: 0 } });
  });

  it('promotes an existing account with that e-mail and sets the new password', async () => {
    await createAdminAccount(t.app.database.db, t.app.passwords, {
      email: 'iki@example.com',
      password: 'ilk-sifre-123',
    });
    await t.app.database.db.update(users).set({ role: 'user' }).where(eq(users.email, 'iki@example.com'));
    const again = await createAdminAccount(t.app.database.db, t.app.passwords, {
      email: 'iki@example.com',
      password: 'ikinci-sifre-123',
    });
    expect(again.created).toBe(false);
    expect((await login('iki@example.com', 'ikinci-sifre-123')).json().user.role).toBe('admin');
  });

  it('refuses a bad e-mail or a short password in Turkish', async () => {
    await expect(
      createAdminAccount(t.app.database.db, t.app.passwords, { email: 'yok', password: 'uzun-bir-sifre' }),
    ).rejects.toThrow(AdminAccountError);
    await expect(
      createAdminAccount(t.app.database.db, t.app.passwords, { email: 'a@example.com', password: 'kisa' }),
    ).rejects.toThrow(/Şifre 8-128 karakter/);
  });
});
