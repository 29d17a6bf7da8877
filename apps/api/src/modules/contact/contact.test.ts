import type { ContactMessagePage } from '@otousta/shared/schemas/contact';
import { describe, expect, it } from 'vitest';
import { type Actor, createActor } from '../../test/actors.js';
import { beforeTests } from '../../test/before-tests.js';
import { useTestApp } from '../../test/test-app.js';

const valid = {
  name: 'Elif Şahin',
  email: 'Elif.Sahin@Example.com',
  subject: 'İşletme kaydı',
  message: 'Merhaba, işletmemi nasıl doğrulatabilirim?',
};

describe('contact form', () => {
  const t = useTestApp({ RATE_LIMIT_CONTACT_PER_HOUR: '3' });
  const admin = beforeTests(() => createActor(t.app, { role: 'admin' }));
  const customer = beforeTests(() => createActor(t.app));
  const send = (payload: Record<string, unknown>, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });
  const inbox = (who: Actor | null) =>
    t.app.inject({ method: 'GET', url: '/api/admin/contact-messages', headers: who?.auth ?? {} });

  it('stores a message with a Turkish confirmation, and the admin reads it newest first', async () => {
    const res = await send(valid);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Mesajınız alındı. En kısa sürede size dönüş yapacağız.',
      contactMessage: { name: 'Elif Şahin', email: 'elif.sahin@example.com', subject: 'İşletme kaydı' },
    });
    await send({ ...valid, subject: 'İkinci konu' });
    const list = await inbox(admin);
    expect(list.statusCode).toBe(200);
    const page = list.json() as ContactMessagePage;
    expect(page.messages.map((m) => m.subject)).toEqual(['İkinci konu', 'İşletme kaydı']);
    expect(page.pagination).toMatchObject({ total: 2, page: 1 });
  });

  it.each([
    [{ name: '' }, 'name', 'Lütfen adınızı ve soyadınızı yazın.'],
    [{ email: 'elif@' }, 'email', 'Geçerli bir e-posta adresi girin.'],
    [{ subject: '  ' }, 'subject', 'Lütfen bir konu yazın (en az 3 karakter).'],
    [{ message: 'kısa' }, 'message', 'Mesajınız en az 10 karakter olmalıdır.'],
    [{ message: 'ş'.repeat(2001) }, 'message', 'Mesajınız en fazla 2000 karakter olabilir.'],
  ])('refuses %o with a Turkish 400 naming the field', async (change, field, message) => {
    const res = await send({ ...valid, ...change }, '10.0.0.2');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message, errors: { [field]: message } });
  });

  it('limits messages per IP per hour with a Turkish 429, other visitors unaffected', async () => {
    for (let i = 0; i < 3; i++) expect((await send(valid, '10.0.0.9')).statusCode).toBe(201);
    const limited = await send(valid, '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(valid, '10.0.0.10')).statusCode).toBe(201);
  });

  it('shows the inbox to admins only: 401 signed out, 403 for a customer', async () => {
    expect((await inbox(null)).statusCode).toBe(401);
    const forbidden = await inbox(customer);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Bu işlem için yetkiniz yok.' });
  });
});
