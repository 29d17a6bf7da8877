import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { errorMessages } from '@otousta/shared/messages/tr';
import { publicUserSchema } from '@otousta/shared/schemas/user';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { businessData, customerData, jpegPart, type Session, signUp } from '../../test/users.fixtures.js';
import { refreshTokens } from '../auth/auth.table.js';
import { users } from './users.table.js';

describe('user profiles, listing and search', () => {
  let t: TestApp;
  let customer: Session;
  let other: Session;
  let izmirGarage: Session;
  let urfaTow: Session;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REGISTER_IP: '1000', RATE_LIMIT_LOGIN_IP: '1000' });
    customer = await signUp(t.app, customerData({ firstName: 'Ayşe', lastName: 'Kaya', city: 'adana' }));
    other = await signUp(t.app, customerData({ firstName: 'Zeynep', lastName: 'Demir' }));
    izmirGarage = await signUp(t.app, businessData({ businessName: 'Işık Oto Elektrik', city: 'izmir' }));
    urfaTow = await signUp(
      t.app,
      businessData({
        businessName: 'Güneydoğu Çekici',
        city: 'sanliurfa',
        businessSector: ['cekici'],
        businessBrand: [],
        authorizedBrands: [],
        businessLatitude: 37.1591,
        businessLongitude: 38.7969,
      }),
    );
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const patch = (id: string, payload: unknown, session: Session) =>
    t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, payload: payload as object, headers: session.auth });

  describe('public profiles', () => {
    it("shows a business's public fields with its published phone and e-mail", async () => {
      const res = await get(`/api/users/${izmirGarage.user.id}`);
      expect(res.statusCode).toBe(200);
      const { user } = res.json();
      expect(publicUserSchema.strict().parse(user)).toMatchObject({
        businessName: 'Işık Oto Elektrik',
        phone: izmirGarage.user.phone,
        email: izmirGarage.user.email,
      });
      expect(user).not.toHaveProperty('birthDate');
      expect(user).not.toHaveProperty('preferences');
    });

    it("never shows a customer's e-mail, phone, birth date or password hash", async () => {
      const res = await get(`/api/users/${customer.user.id}`, other.auth);
      expect(res.statusCode).toBe(200);
      const { user } = res.json();
      expect(user).not.toHaveProperty('email');
      expect(user).not.toHaveProperty('phone');
      expect(user).not.toHaveProperty('birthDate');
      expect(res.body).not.toContain(customer.user.email);
      expect(res.body).not.toMatch(/argon2|passwordHash|password_hash/);
    });

    it('answers an unknown or disabled user with 404', async () => {
      const missing = await get('/api/users/0190aaaa-0000-7000-8000-000000000000');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'USER_NOT_FOUND', message: 'Kullanıcı bulunamadı.' });
      const hidden = await signUp(t.app, customerData());
      await t.app.database.db.update(users).set({ isActive: false }).where(eq(users.id, hidden.user.id));
      expect((await get(`/api/users/${hidden.user.id}`)).statusCode).toBe(404);
    });
  });

  describe('lists', () => {
    it('pages users with public fields only, and requires sign-in', async () => {
      expect((await get('/api/users')).statusCode).toBe(401);
      const res = await get('/api/users?page=1&limit=2', customer.auth);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.users).toHaveLength(2);
      expect(body.pagination).toMatchObject({ page: 1, limit: 2 });
      expect(body.pagination.total).toBeGreaterThanOrEqual(4);
      expect(body.pagination.pages).toBe(Math.ceil(body.pagination.total / 2));
      const all = (await get('/api/users?limit=100', customer.auth)).json().users;
      for (const user of all) {
        if (user.userType === 'musteri') expect(user).not.toHaveProperty('email');
        expect(user).not.toHaveProperty('passwordHash');
      }
      const second = (await get('/api/users?page=2&limit=2', customer.auth)).json().users;
      expect(second.map((u: { id: string }) => u.id)).not.toContain(body.users[0].id);
    });

    it('lists customers only', async () => {
      const res = await get('/api/users/customers?limit=100', izmirGarage.auth);
      expect(res.statusCode).toBe(200);
      const listed = res.json().users;
      expect(listed.length).toBeGreaterThanOrEqual(2);
      expect(listed.every((u: { userType: string }) => u.userType === 'musteri')).toBe(true);
      expect(listed.some((u: { email?: string }) => u.email)).toBe(false);
    });

    it('puts verified businesses first, then the better rated', async () => {
      await t.app.database.db.update(users).set({ rating: 4.5 }).where(eq(users.id, izmirGarage.user.id));
      await t.app.database.db.update(users).set({ isVerified: true, rating: 3 }).where(eq(users.id, urfaTow.user.id));
      const ids = (await get('/api/users/search?userType=isletme')).json().users.map((u: { id: string }) => u.id);
      expect(ids.indexOf(urfaTow.user.id)).toBeLessThan(ids.indexOf(izmirGarage.user.id));
    });
  });

  describe('Turkish-aware search', () => {
    const ids = async (query: string, session?: Session) => {
      const res = await get(`/api/users/search?${query}`, session?.auth);
      expect(res.statusCode).toBe(200);
      return res.json().users.map((u: { id: string }) => u.id);
    };

    it("finds İzmir by 'izmir', 'IZMIR' and 'İzm', and Şanlıurfa by 'sanliurfa'", async () => {
      for (const q of ['izmir', 'IZMIR', 'İzm', 'Izmir']) {
        expect(await ids(`q=${encodeURIComponent(q)}`), q).toContain(izmirGarage.user.id);
      }
      expect(await ids('q=sanliurfa')).toEqual([urfaTow.user.id]);
      expect(await ids(`q=${encodeURIComponent('ŞANLIURFA')}`)).toEqual([urfaTow.user.id]);
    });

    it('finds businesses by any folded word prefix of their name, all words required', async () => {
      expect(await ids('q=isik')).toEqual([izmirGarage.user.id]);
      expect(await ids(`q=${encodeURIComponent('oto elek')}`)).toEqual([izmirGarage.user.id]);
      expect(await ids(`q=${encodeURIComponent('güneydogu cek')}`)).toEqual([urfaTow.user.id]);
      expect(await ids(`q=${encodeURIComponent('oto cekici')}`)).toEqual([]);
    });

    it('filters by city and user type', async () => {
      expect(await ids('q=usta&city=izmir')).toEqual([izmirGarage.user.id]);
      expect(await ids('userType=isletme&city=sanliurfa')).toEqual([urfaTow.user.id]);
    });

    it('shows customers to signed-in users only, and tells a visitor asking for them to sign in', async () => {
      expect(await ids('q=kaya', other)).toEqual([customer.user.id]);
      expect(await ids('q=kaya')).toEqual([]);
      expect(await ids('q=kaya&userType=musteri', other)).toEqual([customer.user.id]);
      const visitor = await get('/api/users/search?q=kaya&userType=musteri');
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({
        statusCode: 401,
        code: 'CUSTOMER_SEARCH_SIGN_IN',
        message: 'Müşterileri aramak için giriş yapın.',
      });
    });

    it('rejects an unknown city filter in Turkish', async () => {
      const res = await get('/api/users/search?city=gotham');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Geçerli bir şehir seçin.');
    });
  });

  describe('editing a profile', () => {
    it('lets the owner change name, phone, city, birth date and preferences', async () => {
      const res = await patch(
        customer.user.id,
        {
          firstName: 'Ayşegül',
          phone: '0535 999 88 77',
          city: 'denizli',
          birthDate: '1991-02-03',
          preferences: { city: 'denizli', vehicleType: ['motorsiklet'] },
          email: customer.user.email,
        },
        customer,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({
        firstName: 'Ayşegül',
        phone: '+905359998877',
        city: 'denizli',
        birthDate: '1991-02-03',
        preferences: { city: 'denizli', vehicleType: ['motorsiklet'] },
      });
      const found = (await get('/api/users/search?q=aysegul', other.auth)).json().users;
      expect(found.map((u: { id: string }) => u.id)).toEqual([customer.user.id]);
    });

    it('ignores fields nobody may set on their own profile', async () => {
      const res = await patch(
        other.user.id,
        { role: 'admin', isVerified: true, rating: 5, lastName: 'Demirci' },
        other,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ role: 'user', isVerified: false, rating: 0, lastName: 'Demirci' });
    });

    it('answers malformed values in Turkish', async () => {
      const res = await patch(other.user.id, { preferences: { color: 'mavi' }, businessSector: 'genel' }, other);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'Gönderilen bilgiler geçersiz.' });
    });

    it("refuses to edit someone else's profile with 403", async () => {
      const res = await patch(izmirGarage.user.id, { firstName: 'Hacker' }, customer);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Bu işlem için yetkiniz yok.' });
      expect((await get(`/api/users/${izmirGarage.user.id}`)).json().user.firstName).toBe('Mehmet');
    });

    it('requires a valid token', async () => {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/users/${customer.user.id}`, payload: {} });
      expect(res.statusCode).toBe(401);
    });

    it('keeps e-mail and account type unchangeable', async () => {
      const email = await patch(customer.user.id, { email: 'yeni@example.com' }, customer);
      expect(email.statusCode).toBe(400);
      expect(email.json()).toMatchObject({ code: 'IMMUTABLE_FIELD', errors: { email: expect.any(String) } });
      const type = await patch(customer.user.id, { userType: 'isletme' }, customer);
      expect(type.json()).toMatchObject({ code: 'IMMUTABLE_FIELD', errors: { userType: expect.any(String) } });
    });

    it('lets only a business send business fields', async () => {
      const res = await patch(customer.user.id, { businessName: 'Sahte İşletme' }, customer);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('BUSINESS_FIELDS_FORBIDDEN');
      const ok = await patch(
        izmirGarage.user.id,
        { businessServices: 'Akü ve marş dinamosu', businessSector: ['genel', 'elektrik'] },
        izmirGarage,
      );
      expect(ok.statusCode).toBe(200);
      expect(ok.json().user).toMatchObject({ businessServices: 'Akü ve marş dinamosu' });
    });

    it('keeps authorized brands among the chosen brands and the business rules satisfied', async () => {
      const subset = await patch(izmirGarage.user.id, { businessBrand: ['mercedes-benz'] }, izmirGarage);
      expect(subset.statusCode).toBe(400);
      expect(subset.json()).toMatchObject({
        code: 'AUTHORIZED_BRANDS_SUBSET',
        message: 'Yetkili servis markaları yalnızca seçtiğiniz markalardan olabilir.',
      });
      const blank = await patch(izmirGarage.user.id, { businessName: '  ' }, izmirGarage);
      expect(blank.json()).toMatchObject({ code: 'BUSINESS_NAME_ADDRESS_REQUIRED' });
      const noBrands = await patch(izmirGarage.user.id, { businessBrand: [], authorizedBrands: [] }, izmirGarage);
      expect(noBrands.json()).toMatchObject({ code: 'BRAND_REQUIRED', message: 'En az bir marka seçmelisiniz!' });
      const badLink = await patch(izmirGarage.user.id, { instagram: 'javascript:alert(1)' }, izmirGarage);
      expect(badLink.statusCode).toBe(400);
      expect(badLink.json().message).toBe('Geçerli bir Instagram hesabı girin.');
    });

    it('refuses a phone number somebody else uses with 409, and an invalid one with 400', async () => {
      const taken = await patch(other.user.id, { phone: izmirGarage.user.phone }, other);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().code).toBe('PHONE_TAKEN');
      const invalid = await patch(other.user.id, { phone: '12' }, other);
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toBe('Geçerli bir cep telefonu numarası girin (ör. 0532 123 45 67).');
    });

    it('refuses an id that is not the own one before looking anything up', async () => {
      const res = await patch('does-not-exist', { firstName: 'X' }, customer);
      expect(res.statusCode).toBe(403);
    });
  });

  describe('online status', () => {
    it('lets the owner set it and stamps last seen', async () => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${other.user.id}/online-status`,
        payload: { isOnline: true },
        headers: other.auth,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ isOnline: true, lastSeen: expect.any(String) });
      expect((await get(`/api/users/${other.user.id}`)).json().user.isOnline).toBe(true);
    });

    it("refuses to change someone else's status", async () => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${other.user.id}/online-status`,
        payload: { isOnline: false },
        headers: customer.auth,
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('photos', () => {
    const upload = async (session: Session, count: number) => {
      const body = multipart({
        files: await Promise.all(Array.from({ length: count }, (_, i) => jpegPart(`p${i}.jpg`))),
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/users/upload-photos',
        payload: body.payload,
        headers: { ...session.auth, ...body.headers },
      });
    };
    const remove = (session: Session, url: string) =>
      t.app.inject({ method: 'DELETE', url: '/api/users/remove-photo', payload: { url }, headers: session.auth });
    const stored = (url: string) => existsSync(join(t.config.UPLOAD_DIR, 'images', url.replace('/uploads/', '')));

    it('adds photos to the own profile, at most five in total', async () => {
      const res = await upload(other, 2);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.photoUrls).toHaveLength(2);
      expect(body.photos).toEqual(body.photoUrls);
      expect(body.photoUrls.every(stored)).toBe(true);
      const tooMany = await upload(other, 4);
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toMatchObject({
        code: 'TOO_MANY_PHOTOS',
        message: 'Maksimum 5 fotoğraf yükleyebilirsiniz.',
      });
      expect((await upload(other, 3)).json().photos).toHaveLength(5);
    });

    it('requires a signed-in user and at least one photo', async () => {
      const anonymous = await t.app.inject({ method: 'POST', url: '/api/users/upload-photos', ...multipart({}) });
      expect(anonymous.statusCode).toBe(401);
      const empty = await t.app.inject({
        method: 'POST',
        url: '/api/users/upload-photos',
        payload: multipart({}).payload,
        headers: { ...customer.auth, ...multipart({}).headers },
      });
      expect(empty.statusCode).toBe(400);
    });

    it("removes one of the own photos and its file, but never someone else's", async () => {
      const first = izmirGarage.user.photos[0];
      expect(izmirGarage.user.photos).toHaveLength(1);
      const foreign = await remove(customer, first!);
      expect(foreign.statusCode).toBe(403);
      expect(stored(first!)).toBe(true);
      const own = await remove(izmirGarage, first!);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual({ photos: [] });
      expect(stored(first!)).toBe(false);
      const again = await remove(izmirGarage, first!);
      expect(again.statusCode).toBe(404);
      expect(again.json().code).toBe('PHOTO_NOT_FOUND');
    });
  });

  describe('deleting an account', () => {
    const remove = (id: string, who: Session, payload?: object) =>
      t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: who.auth, ...(payload ? { payload } : {}) });

    it("refuses to delete someone else's account, even with the caller's own password", async () => {
      const res = await remove(other.user.id, customer, { password: customer.password });
      expect(res.statusCode).toBe(403);
      expect((await get(`/api/users/${other.user.id}`)).statusCode).toBe(200);
    });

    it('will not delete the own account on the token alone: the password is asked for, as by /users/me', async () => {
      const holder = await signUp(t.app, customerData());
      const bare = await remove(holder.user.id, holder);
      expect(bare.statusCode).toBe(400);
      expect(bare.json().code).toBe('VALIDATION');
      const wrong = await remove(holder.user.id, holder, { password: 'yanlis-sifre-1' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        code: 'WRONG_PASSWORD',
        errors: { password: errorMessages.WRONG_PASSWORD },
      });
      expect((await get(`/api/users/${holder.user.id}`)).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: holder.auth })).statusCode).toBe(
        200,
      );
    });

    it('deletes the own account with its sessions and photo files', async () => {
      const leaving = await signUp(t.app, businessData());
      const photo = leaving.user.photos[0]!;
      expect(existsSync(join(t.config.UPLOAD_DIR, 'images', photo.replace('/uploads/', '')))).toBe(true);
      const res = await remove(leaving.user.id, leaving, { password: leaving.password });
      expect(res.statusCode).toBe(204);
      expect((await get(`/api/users/${leaving.user.id}`)).statusCode).toBe(404);
      expect(existsSync(join(t.config.UPLOAD_DIR, 'images', photo.replace('/uploads/', '')))).toBe(false);
      const tokens = await t.app.database.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, leaving.user.id));
      expect(tokens).toEqual([]);
      const renewed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refresh_token: leaving.refresh },
      });
      expect(renewed.statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: leaving.auth })).statusCode).toBe(
        401,
      );
      // Its still unexpired access token is refused at once.
      const stale = await patch(leaving.user.id, { firstName: 'Hayalet' }, leaving);
      expect(stale.statusCode).toBe(401);
      expect(stale.json().code).toBe('SESSION_REVOKED');
    });
  });
});
