import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { company } from '@otousta/shared/company';
import { errorMessages } from '@otousta/shared/messages/tr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueViolation } from '../../platform/db-errors.js';
import { testImage } from '../../test/images.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { businessData, customerData, jpegPart, registerRequest } from '../../test/users.fixtures.js';
import { createUsersRepository } from './users.repository.js';

describe('registration with photos', () => {
  let t: TestApp;
  const storedFiles = () => {
    const dir = join(t.config.UPLOAD_DIR, 'images');
    return existsSync(dir) ? readdirSync(dir, { recursive: true }).length : 0;
  };
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REGISTER_IP: '1000' });
  });
  afterAll(() => t.close());

  it('creates a customer without photos and answers with the own profile, never the password hash', async () => {
    const data = customerData({ email: 'Ayse.Kaya@Example.com', phone: '+90 533 111 22 33' });
    const res = await registerRequest(t.app, data);
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      firstName: 'Ayşe',
      email: 'ayse.kaya@example.com',
      phone: '+905331112233',
      userType: 'musteri',
      role: 'user',
      city: 'izmir',
      birthDate: '1990-05-17',
      photos: [],
      businessName: null,
      isActive: true,
      isVerified: false,
      sellerApplication: null,
    });
    expect(user._id).toBe(user.id);
    expect(res.body).not.toMatch(/password|argon2/i);
  });

  it('requires the privacy notice for every account and records its version, time and the marketing choice', async () => {
    for (const data of [customerData({ kvkkAccepted: false }), customerData({ kvkkAccepted: undefined })]) {
      const refused = await registerRequest(t.app, data);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'KVKK_REQUIRED', message: errorMessages.KVKK_REQUIRED });
    }
    const before = Date.now();
    const plain = (await registerRequest(t.app, customerData())).json().user;
    expect(plain).toMatchObject({
      emailVerified: false,
      consents: { kvkkVersion: company.privacyNoticeVersion, marketingConsent: false, marketingConsentAt: null },
    });
    expect(Date.parse(plain.consents.kvkkAcceptedAt)).toBeGreaterThanOrEqual(before - 1000);
    const marketing = (await registerRequest(t.app, customerData({ marketingConsent: true }))).json().user;
    expect(marketing.consents).toMatchObject({ marketingConsent: true, marketingConsentAt: expect.any(String) });
  });

  it('lets a customer leave out the birth date, but not a business', async () => {
    const customer = await registerRequest(t.app, customerData({ birthDate: undefined }));
    expect(customer.statusCode).toBe(201);
    expect(customer.json().user.birthDate).toBeNull();
    const business = await registerRequest(t.app, businessData({ birthDate: '' }), [await jpegPart()]);
    expect(business.statusCode).toBe(400);
    expect(business.json()).toMatchObject({ code: 'REQUIRED_FIELDS', errors: { birthDate: expect.any(String) } });
  });

  it('creates a business with its photos stored as re-encoded images', async () => {
    const res = await registerRequest(t.app, businessData(), [await jpegPart('dukkan.jpg'), await jpegPart('ic.jpg')]);
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      userType: 'isletme',
      businessName: 'Usta Oto Servis',
      vehicleType: ['araba'],
      businessSector: ['genel'],
      businessBrand: ['tofas', 'mercedes-benz'],
      authorizedBrands: ['tofas'],
      businessLatitude: 38.4237,
      instagram: 'https://www.instagram.com/ustaoto',
    });
    expect(user.photos).toHaveLength(2);
    for (const url of user.photos) expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: user.photos[0] });
    expect(served.statusCode).toBe(200);
  });

  it('reports each rule of docs/product.md §5 in order, with its code and field', async () => {
    const business = businessData();
    const photo = [await jpegPart()];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...business, lastName: '', password: 'short' }, 'REQUIRED_FIELDS', 'lastName'],
      [{ ...business, password: 'short', businessName: '' }, 'PASSWORD_TOO_SHORT', 'password'],
      [{ ...business, email: 'not-an-email', businessName: '' }, 'INVALID_EMAIL', 'email'],
      [{ ...business, phone: '0212 123 45 67' }, 'INVALID_PHONE', 'phone'],
      [{ ...business, city: 'gotham' }, 'INVALID_CITY', 'city'],
      [{ ...business, birthDate: '2020-01-01' }, 'TOO_YOUNG', 'birthDate'],
      [{ ...business, businessAddress: '', vehicleType: [] }, 'BUSINESS_NAME_ADDRESS_REQUIRED', 'businessAddress'],
      [{ ...business, vehicleType: [], businessSector: [] }, 'VEHICLE_TYPE_REQUIRED', 'vehicleType'],
      [{ ...business, businessSector: [], businessBrand: [] }, 'SECTOR_REQUIRED', 'businessSector'],
      [{ ...business, businessBrand: [], businessServices: '' }, 'BRAND_REQUIRED', 'businessBrand'],
      [{ ...business, businessServices: ' ', businessLatitude: null }, 'SERVICES_REQUIRED', 'businessServices'],
      [{ ...business, businessLatitude: null }, 'LOCATION_REQUIRED', 'businessLatitude'],
      [{ ...business, authorizedBrands: ['alfa-romeo'] }, 'AUTHORIZED_BRANDS_SUBSET', 'authorizedBrands'],
    ];
    for (const [data, code, field] of cases) {
      const res = await registerRequest(t.app, data, photo);
      expect(res.statusCode, code).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ statusCode: 400, code, message: errorMessages[code as keyof typeof errorMessages] });
      expect(body.errors).toHaveProperty(field);
    }
  });

  it('cannot be used to become an admin, a verified business or a seller', async () => {
    const data = customerData({
      role: 'admin',
      isVerified: true,
      rating: 5,
      eCommerceIsVerified: true,
      isActive: false,
    });
    const res = await registerRequest(t.app, data);
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      role: 'user',
      isVerified: false,
      rating: 0,
      eCommerceIsVerified: false,
      isActive: true,
    });
  });

  it('keeps business fields of a customer out of the account', async () => {
    const res = await registerRequest(t.app, customerData({ businessName: 'Gizli İşletme', vehicleType: ['araba'] }));
    expect(res.json().user).toMatchObject({ businessName: null, vehicleType: [] });
  });

  it('asks a business for at least one photo, and a customer for none', async () => {
    const res = await registerRequest(t.app, businessData());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PHOTO_REQUIRED', message: 'En az bir fotoğraf yüklemelisiniz.' });
  });

  it('answers a missing or malformed userData with the required-fields message', async () => {
    const empty = await registerRequest(t.app, {});
    expect(empty.json()).toMatchObject({ code: 'REQUIRED_FIELDS', message: 'Lütfen tüm zorunlu alanları doldurun.' });
    const broken = await registerRequest(t.app, '{"firstName": ');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('VALIDATION');
  });

  it('refuses a taken e-mail in any letter case and a taken phone in any spelling with 409', async () => {
    const first = customerData({ email: 'cift@example.com', phone: '0544 555 66 77' });
    expect((await registerRequest(t.app, first)).statusCode).toBe(201);
    const sameEmail = await registerRequest(t.app, customerData({ email: 'CIFT@example.com' }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ code: 'EMAIL_TAKEN', message: 'Bu e-posta adresi zaten kullanılıyor.' });
    const samePhone = await registerRequest(t.app, customerData({ phone: '+905445556677' }));
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json()).toMatchObject({ code: 'PHONE_TAKEN', message: 'Bu telefon numarası zaten kullanılıyor.' });
  });

  it('lets only one of two simultaneous registrations with the same e-mail through', async () => {
    const a = customerData({ email: 'yaris@example.com' });
    const b = customerData({ email: 'yaris@example.com' });
    const results = await Promise.all([registerRequest(t.app, a), registerRequest(t.app, b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().code).toBe('EMAIL_TAKEN');
  });

  it('recognises the database unique violation behind a lost race, naming the e-mail or phone constraint', async () => {
    const repo = createUsersRepository(t.app.database.db);
    const row = {
      id: randomUUID(),
      email: 'kisitlama@example.com',
      phone: '+905301112233',
      passwordHash: 'x',
      firstName: 'A',
      lastName: 'B',
      city: 'izmir',
      birthDate: '1990-01-01',
      userType: 'musteri' as const,
    };
    await repo.insert(row);
    const sameEmail = await repo.insert({ ...row, id: randomUUID(), phone: '+905301112234' }).catch((e: unknown) => e);
    expect(uniqueViolation(sameEmail)).toBe('users_email_unique');
    const samePhone = await repo
      .insert({ ...row, id: randomUUID(), email: 'baska@example.com' })
      .catch((e: unknown) => e);
    expect(uniqueViolation(samePhone)).toBe('users_phone_unique');
    expect(uniqueViolation(new Error('other'))).toBeUndefined();
  });

  it('rejects more than five photos, a file over 5 MB and a file that is not an image, storing nothing', async () => {
    const before = storedFiles();
    const six = await Promise.all(Array.from({ length: 6 }, (_, i) => jpegPart(`f${i}.jpg`)));
    const tooMany = await registerRequest(t.app, businessData(), six);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: 'TOO_MANY_PHOTOS',
      message: 'Maksimum 5 fotoğraf yükleyebilirsiniz.',
    });

    const big = { ...(await jpegPart('buyuk.jpg')), buffer: Buffer.alloc(5 * 1024 * 1024 + 10, 1) };
    big.buffer.set(await testImage({ width: 10, height: 10 }));
    const tooBig = await registerRequest(t.app, businessData(), [big]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'Dosya buyuk.jpg çok büyük. Maksimum dosya boyutu 5MB olmalıdır.',
    });

    const script = { field: 'photos', filename: 'foto.jpg', contentType: 'image/jpeg', buffer: Buffer.from('<svg/>') };
    const notImage = await registerRequest(t.app, businessData(), [script]);
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(storedFiles()).toBe(before);
  });

  it('does not keep the photos of a registration refused as a duplicate', async () => {
    const data = businessData({ email: 'foto@example.com' });
    expect((await registerRequest(t.app, data, [await jpegPart()])).statusCode).toBe(201);
    const before = storedFiles();
    const again = await registerRequest(t.app, businessData({ email: 'foto@example.com' }), [await jpegPart()]);
    expect(again.statusCode).toBe(409);
    expect(storedFiles()).toBe(before);
  });
});

describe('registration rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REGISTER_IP: '2' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After after too many registrations from one IP, while another IP may register', async () => {
    const ip = '203.0.113.7';
    expect((await registerRequest(t.app, customerData(), [], ip)).statusCode).toBe(201);
    expect((await registerRequest(t.app, customerData({ password: 'x' }), [], ip)).statusCode).toBe(400);
    const limited = await registerRequest(t.app, customerData(), [], ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: errorMessages.RATE_LIMITED });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await registerRequest(t.app, customerData(), [], '198.51.100.9')).statusCode).toBe(201);
  });
});
