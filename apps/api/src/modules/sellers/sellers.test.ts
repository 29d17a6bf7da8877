import { errorMessages } from '@otousta/shared/messages/tr';
import { validSellerApplication } from '@otousta/shared/test/valid-inputs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminActions } from '../../platform/audit.js';
import { type Actor, createActor } from '../../test/actors.js';
import { beforeTests } from '../../test/before-tests.js';
import { testImage } from '../../test/images.js';
import { type MultipartFilePart, sendForm } from '../../test/multipart.js';
import { createAdmin } from '../../test/shop.fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { sellerApplications } from './sellers.table.js';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('seller applications', () => {
  const t = useTestApp();
  const admin = beforeTests(() => createAdmin(t.app));

  const apply = (actor: Actor | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/seller-application',
      headers: actor?.auth ?? {},
      payload: payload as Record<string, unknown>,
    });

  const applyWith = (actor: Actor, files: MultipartFilePart[]) =>
    sendForm(t.app, '/api/users/seller-application', actor, {
      fields: { applicationData: JSON.stringify(validSellerApplication) },
      files,
    });

  const own = (actor: Actor) =>
    t.app.inject({ method: 'GET', url: '/api/users/seller-application', headers: actor.auth });

  it('needs a signed-in user', async () => {
    const res = await apply(undefined, validSellerApplication);
    expect(res.statusCode).toBe(401);
  });

  it('takes a JSON application as pending and answers { data } (docs/product.md §7)', async () => {
    const user = await createActor(t.app);
    const res = await apply(user, validSellerApplication);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      userId: user.id,
      taxNumber: '1234567890',
      businessPhone: '+902125551234',
      businessType: 'limited',
      yearsInBusiness: '5-10',
      status: 'pending',
      documents: { businessLicense: false, taxCertificate: false },
      rejectionReason: null,
    });
    expect((await own(user)).json().data.status).toBe('pending');
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.auth });
    expect(profile.json().user).toMatchObject({ sellerApplication: { status: 'pending' }, eCommerceIsVerified: false });
  });

  it('answers null before any application', async () => {
    const user = await createActor(t.app);
    expect((await own(user)).json()).toEqual({ data: null });
  });

  it('refuses a second application while one is pending (409)', async () => {
    const user = await createActor(t.app);
    expect((await apply(user, validSellerApplication)).statusCode).toBe(201);
    const again = await apply(user, validSellerApplication);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'SELLER_APPLICATION_PENDING' });
  });

  it('gives the documented messages for missing fields, a bad VKN check digit and unknown list values', async () => {
    const user = await createActor(t.app);
    const empty = await apply(user, { ...validSellerApplication, businessName: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'REQUIRED_FIELDS',
      message: 'Lütfen tüm zorunlu alanları doldurun.',
      errors: { businessName: 'Lütfen tüm zorunlu alanları doldurun.' },
    });
    const vkn = await apply(user, { ...validSellerApplication, taxNumber: '1234567891' });
    expect(vkn.json()).toMatchObject({ code: 'INVALID_TAX_NUMBER', message: errorMessages.INVALID_TAX_NUMBER });
    const type = await apply(user, { ...validSellerApplication, businessType: 'holding' });
    expect(type.json()).toMatchObject({ code: 'INVALID_BUSINESS_TYPE' });
    const years = await apply(user, { ...validSellerApplication, yearsInBusiness: '20' });
    expect(years.json()).toMatchObject({ code: 'INVALID_YEARS_IN_BUSINESS' });
    const phone = await apply(user, { ...validSellerApplication, businessPhone: '12345' });
    expect(phone.json()).toMatchObject({ code: 'INVALID_BUSINESS_PHONE' });
    expect((await own(user)).json().data).toBeNull();
  });

  it('stores licence and tax certificate privately: only an admin can fetch them', async () => {
    const user = await createActor(t.app);
    const res = await applyWith(user, [
      { field: 'businessLicense', filename: 'ruhsat.pdf', contentType: 'application/pdf', buffer: pdf },
      {
        field: 'taxCertificate',
        filename: 'levha.png',
        contentType: 'image/png',
        buffer: await testImage({ format: 'png' }),
      },
    ]);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.documents).toEqual({ businessLicense: true, taxCertificate: true });
    // No URL or key of a document is ever in an answer.
    expect(res.body).not.toMatch(/\.pdf|\.png|uploads/);

    const url = `/api/admin/seller-applications/${data.id}/documents/businessLicense`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: user.auth })).statusCode).toBe(403);
    const file = await t.app.inject({ method: 'GET', url, headers: admin.auth });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const png = await t.app.inject({
      method: 'GET',
      url: `/api/admin/seller-applications/${data.id}/documents/taxCertificate`,
      headers: admin.auth,
    });
    expect(png.headers['content-type']).toBe('image/png');
    // The stored files are outside the public upload folder, whatever path is tried.
    const [row] = await t.app.database.db.select().from(sellerApplications).where(eq(sellerApplications.id, data.id));
    for (const key of [row!.businessLicenseKey!, row!.taxCertificateKey!]) {
      for (const path of [`/uploads/${key}`, `/uploads/documents/${key}`, `/uploads/../documents/${key}`]) {
        expect((await t.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(404);
      }
    }
  });

  it('refuses a document that is neither PDF nor JPG/PNG, and one over 5 MB, with the documented texts', async () => {
    const user = await createActor(t.app);
    const wrong = await applyWith(user, [
      {
        field: 'businessLicense',
        filename: 'a.gif',
        contentType: 'image/gif',
        buffer: await testImage({ format: 'gif' }),
      },
    ]);
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().message).toBe('Sadece PDF, JPG, PNG formatında dosya yükleyebilirsiniz.');

    const tooBig = await applyWith(user, [
      {
        field: 'taxCertificate',
        filename: 'buyuk.pdf',
        contentType: 'application/pdf',
        buffer: Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]),
      },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe("Dosya boyutu 5MB'dan küçük olmalıdır.");
    expect((await own(user)).json().data).toBeNull();
  });

  describe('admin review', () => {
    const list = (actor: Actor, query = '') =>
      t.app.inject({ method: 'GET', url: `/api/admin/seller-applications${query}`, headers: actor.auth });

    it('is for admins only: 401 without a token, 403 for a customer or an approved seller', async () => {
      const user = await createActor(t.app);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/seller-applications' })).statusCode).toBe(401);
      expect((await list(user)).statusCode).toBe(403);
      const id = (await apply(user, validSellerApplication)).json().data.id;
      const approve = await t.app.inject({
        method: 'POST',
        url: `/api/admin/seller-applications/${id}/approve`,
        headers: user.auth,
      });
      expect(approve.statusCode).toBe(403);
      expect((await own(user)).json().data.status).toBe('pending');
    });

    it('approving lets the user sell, is recorded in the audit trail, and cannot be repeated', async () => {
      const user = await createActor(t.app, { firstName: 'Onaylanacak' });
      const id = (await apply(user, validSellerApplication)).json().data.id;
      const pending = await list(admin, '?status=pending&limit=48');
      expect(pending.json().applications.map((a: { id: string }) => a.id)).toContain(id);
      const found = pending.json().applications.find((a: { id: string }) => a.id === id);
      expect(found.applicant).toMatchObject({ id: user.id, firstName: 'Onaylanacak' });

      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/seller-applications/${id}/approve`,
        headers: admin.auth,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id, status: 'approved' });
      const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.auth });
      expect(profile.json().user).toMatchObject({
        eCommerceIsVerified: true,
        sellerApplication: { status: 'approved' },
      });

      const actions = await t.app.database.db.select().from(adminActions).where(eq(adminActions.targetId, id));
      expect(actions).toEqual([
        expect.objectContaining({
          actorId: admin.id,
          action: 'seller-application.approve',
          targetType: 'seller-application',
          details: expect.objectContaining({ userId: user.id }),
        }),
      ]);
      const log = await t.app.inject({
        method: 'GET',
        url: `/api/admin/actions?targetType=seller-application&targetId=${id}`,
        headers: admin.auth,
      });
      expect(log.json().actions).toHaveLength(1);

      const again = await t.app.inject({
        method: 'POST',
        url: `/api/admin/seller-applications/${id}/reject`,
        headers: admin.auth,
        payload: { reason: 'Geç kaldı' },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('SELLER_APPLICATION_DECIDED');
      const reapply = await apply(user, validSellerApplication);
      expect(reapply.statusCode).toBe(409);
      expect(reapply.json().code).toBe('SELLER_ALREADY_APPROVED');
    });

    it('rejecting needs a reason, shows it to the applicant, and lets them apply again', async () => {
      const user = await createActor(t.app);
      const id = (await apply(user, validSellerApplication)).json().data.id;
      const url = `/api/admin/seller-applications/${id}/reject`;
      const noReason = await t.app.inject({ method: 'POST', url, headers: admin.auth, payload: { reason: ' ' } });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().message).toBe(errorMessages.REJECTION_REASON_REQUIRED);

      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: admin.auth,
        payload: { reason: 'Vergi levhası okunmuyor' },
      });
      expect(res.json().data).toMatchObject({ status: 'rejected', rejectionReason: 'Vergi levhası okunmuyor' });
      expect((await own(user)).json().data).toMatchObject({
        status: 'rejected',
        rejectionReason: 'Vergi levhası okunmuyor',
      });
      const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.auth });
      expect(profile.json().user).toMatchObject({
        eCommerceIsVerified: false,
        sellerApplication: { status: 'rejected' },
      });
      expect((await apply(user, validSellerApplication)).statusCode).toBe(201);
    });

    it('answers 404 for an unknown application', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/seller-applications/yok/approve',
        headers: admin.auth,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('SELLER_APPLICATION_NOT_FOUND');
    });
  });
});
