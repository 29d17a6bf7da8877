import { request as httpRequest } from 'node:http';
import { errorMessages } from '@otousta/shared/messages/tr';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { users } from './modules/users/users.table.js';
import { auth } from './plugins/auth.js';
import { type ClientSocket, connect, listen, send } from './realtime/realtime.test-support.js';
import { type Actor, createActor } from './test/actors.js';
import { beforeTests } from './test/before-tests.js';
import { testImage } from './test/images.js';
import { multipart } from './test/multipart.js';
import { applyAndApproveSeller, validProduct } from './test/shop.fixtures.js';
import { useTestApp } from './test/test-app.js';

/** One test per class of bad input a hostile client sends first: each is a Turkish 400 envelope, never a 5xx. */

const INVALID_CHARACTERS = errorMessages.INVALID_CHARACTERS;
const invalidCharacters = (field: string) => ({
  statusCode: 400,
  code: 'INVALID_CHARACTERS',
  message: INVALID_CHARACTERS,
  errors: { [field]: INVALID_CHARACTERS },
});

const address = {
  fullName: 'Deniz Aktör',
  phone: '0532 123 45 67',
  city: 'izmir',
  district: 'Konak',
  address: 'Alsancak Mah. 1. Sok. No:3',
};

describe('bad input', () => {
  const t = useTestApp();
  const customer = beforeTests(() => createActor(t.app));
  const seller = beforeTests(async () => applyAndApproveSeller(t.app, await createActor(t.app, { role: 'admin' })));
  let url: string;
  let productId: string;
  let jpeg: Buffer;
  const sockets: ClientSocket[] = [];

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, who?: Actor, payload?: unknown) =>
    t.app.inject({
      method,
      url: path,
      headers: who?.auth ?? {},
      ...(payload === undefined ? {} : { payload }),
    } as never);
  const productForm = (method: 'POST' | 'PUT', path: string, data: Record<string, unknown>, withPhoto = true) => {
    const form = multipart({
      fields: { productData: JSON.stringify(data) },
      files: withPhoto ? [{ field: 'photos', filename: 'balata.jpg', contentType: 'image/jpeg', buffer: jpeg }] : [],
    });
    return t.app.inject({ method, url: path, payload: form.payload, headers: { ...seller.auth, ...form.headers } });
  };

  beforeAll(async () => {
    url = await listen(t.app);
    jpeg = await testImage({ width: 32, height: 32 });
    const created = await productForm('POST', '/api/products', validProduct);
    expect(created.statusCode, created.body).toBe(201);
    productId = created.json().product.id;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
  });

  describe('a NUL character', () => {
    it('in a path parameter is refused, signed out or in', async () => {
      expect((await inject('GET', '/api/users/%00')).json()).toEqual(invalidCharacters('id'));
      const review = await inject('DELETE', '/api/reviews/abc%00', customer);
      expect(review.statusCode).toBe(400);
      expect(review.json()).toEqual(invalidCharacters('id'));
    });

    it('in a query value is refused', async () => {
      const res = await inject('GET', '/api/posts?tag=%00');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalidCharacters('tag'));
    });

    it('in a JSON field is refused, naming the field', async () => {
      const login = await inject('POST', '/api/auth/login', undefined, { email: 'a\u0000@b.com', password: 'x' });
      expect(login.json()).toEqual(invalidCharacters('email'));
      const contact = await inject('POST', '/api/contact', undefined, {
        name: 'Deniz Aktör',
        email: 'deniz@example.com',
        subject: 'Fren\u0000',
        message: 'Bir sorum olacaktı, yardımcı olur musunuz?',
      });
      expect(contact.json()).toEqual(invalidCharacters('subject'));
      const message = await inject('POST', '/api/messages', customer, {
        receiverId: seller.id,
        content: 'Selam\u0000',
      });
      expect(message.json()).toEqual(invalidCharacters('content'));
      const checkout = await inject('POST', '/api/orders/checkout', customer, {
        deliveryAddress: { ...address, address: 'Alsancak\u0000 Mah.' },
        paymentMethod: 'kapida-odeme',
        acceptDocuments: true,
      });
      expect(checkout.json()).toEqual(invalidCharacters('deliveryAddress.address'));
    });

    it('in a multipart field is refused, whether the field carries JSON or plain text', async () => {
      const json = await productForm('POST', '/api/products', { ...validProduct, name: 'Balata\u0000' });
      expect(json.statusCode).toBe(400);
      expect(json.json()).toEqual(invalidCharacters('name'));
      const form = multipart({ fields: { productData: JSON.stringify(validProduct), note: 'a\u0000' } });
      const plain = await t.app.inject({
        method: 'POST',
        url: '/api/products',
        payload: form.payload,
        headers: { ...seller.auth, ...form.headers },
      });
      expect(plain.json()).toEqual(invalidCharacters('note'));
    });

    it('in a socket message is refused in the acknowledgement, with the same envelope', async () => {
      const socket = await connect(url, customer.auth.authorization.replace('Bearer ', ''));
      sockets.push(socket);
      const ack = await send(socket, { receiverId: seller.id, content: 'Selam\u0000' });
      expect(ack).toEqual({
        ok: false,
        code: 'INVALID_CHARACTERS',
        message: INVALID_CHARACTERS,
        errors: { content: INVALID_CHARACTERS },
      });
      const invalid = await send(socket, { receiverId: seller.id, content: '' });
      expect(invalid).toMatchObject({ ok: false, code: 'VALIDATION', message: errorMessages.MESSAGE_EMPTY });
    });
  });

  it('a lone UTF-16 surrogate in a text field is refused', async () => {
    const res = await inject('POST', '/api/orders/checkout', customer, {
      deliveryAddress: { ...address, fullName: 'Deniz \ud800' },
      paymentMethod: 'kapida-odeme',
      acceptDocuments: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidCharacters('deliveryAddress.fullName'));
  });

  describe('a number out of range', () => {
    it.each(['1e308', '9999999999', String(2 ** 53), '9'.repeat(30), '-1'])('minPrice=%s is refused', async (value) => {
      const res = await inject('GET', `/api/products?minPrice=${value}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        message: errorMessages.INVALID_PRICE_FILTER,
        errors: { minPrice: errorMessages.INVALID_PRICE_FILTER },
      });
    });

    it('keeps plain decimal text in a query string a number', async () => {
      const res = await inject('GET', '/api/products?minPrice=400&maxPrice=450.50&page=1&limit=12');
      expect(res.statusCode).toBe(200);
      expect(res.json().products.map((p: { id: string }) => p.id)).toEqual([productId]);
    });

    it('price 1e-320 is refused on create and on update', async () => {
      const created = await productForm('POST', '/api/products', { ...validProduct, price: 1e-320 });
      expect(created.statusCode).toBe(400);
      expect(created.json().errors).toEqual({ price: errorMessages.PRODUCT_PRICE_INVALID });
      const updated = await productForm('PUT', `/api/products/${productId}`, { ...validProduct, price: 1e-320 }, false);
      expect(updated.statusCode).toBe(400);
      expect(updated.json().errors).toEqual({ price: errorMessages.PRODUCT_PRICE_INVALID });
    });
  });

  describe('a URL no decoder accepts', () => {
    it.each(['/api/users/%', '/api/users/%FF%FE', '/api/users/a%0'])('%s is a Turkish 400', async (path) => {
      const res = await inject('GET', path);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, code: 'MALFORMED_URL', message: errorMessages.MALFORMED_URL });
    });

    it('an over-long path parameter is a Turkish 400', async () => {
      const res = await inject('GET', `/api/users/${'a'.repeat(500)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, code: 'PARAM_TOO_LONG', message: errorMessages.PARAM_TOO_LONG });
    });
  });

  describe("the framework's own refusals", () => {
    it('an unknown API route is a Turkish 404', async () => {
      const res = await inject('POST', '/api/nothing-here');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, code: 'ROUTE_NOT_FOUND', message: errorMessages.ROUTE_NOT_FOUND });
    });

    /** The sign-in route sent `body` as raw text of `contentType`, as a client that does not speak JSON would. */
    const rawLogin = (body: string, contentType: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, headers: { 'content-type': contentType } });

    it('a body over 1 MB is a Turkish 413', async () => {
      const res = await inject('POST', '/api/auth/login', undefined, { email: 'x'.repeat(1_100_000), password: 'x' });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        statusCode: 413,
        code: 'PAYLOAD_TOO_LARGE',
        message: errorMessages.PAYLOAD_TOO_LARGE,
      });
    });

    it('a JSON route sent another content type answers 415 naming JSON, not image types', async () => {
      const res = await rawLogin('<login/>', 'application/xml');
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        statusCode: 415,
        code: 'UNSUPPORTED_CONTENT_TYPE',
        message: errorMessages.UNSUPPORTED_CONTENT_TYPE,
      });
      expect(res.json().message).toContain('JSON');
      expect(res.json().message).not.toContain('JPG');
    });

    it('malformed JSON is a Turkish 400', async () => {
      const res = await rawLogin('{"email": ', 'application/json');
      expect(res.json()).toEqual({ statusCode: 400, code: 'INVALID_JSON', message: errorMessages.INVALID_JSON });
    });

    it('headers over the size limit are a Turkish 431 from the HTTP server itself', async () => {
      const { status, body } = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
        const req = httpRequest(`${url}/api/health`, { headers: { 'x-filler': 'a'.repeat(20_000) } }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode, body: text }));
        });
        req.on('error', reject);
        req.end();
      });
      expect(status).toBe(431);
      expect(JSON.parse(body)).toEqual({
        statusCode: 431,
        code: 'HEADERS_TOO_LARGE',
        message: errorMessages.HEADERS_TOO_LARGE,
      });
    });
  });

  describe('no silent coercion', () => {
    it.each([
      ['true', true],
      ['[5]', [5]],
      ["'5'", '5'],
      ['null', null],
    ])('a cart quantity of %s is refused, not read as a number', async (_, quantity) => {
      const res = await inject('POST', '/api/cart/items', customer, { productId, quantity });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ quantity: errorMessages.INVALID_QUANTITY });
    });

    it.each([
      ['price: true', { price: true }, 'price', errorMessages.PRODUCT_PRICE_INVALID],
      ['stock: null', { stock: null }, 'stock', errorMessages.PRODUCT_STOCK_INVALID],
      ["stock: ''", { stock: '' }, 'stock', errorMessages.PRODUCT_STOCK_INVALID],
      ['stock: [3]', { stock: [3] }, 'stock', errorMessages.PRODUCT_STOCK_INVALID],
    ])('a product with %s is refused', async (_, change, field, message) => {
      const res = await productForm('POST', '/api/products', { ...validProduct, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ [field]: message });
    });

    it.each(['0x10', '1e1', '16.0.0', ''])('page=%s is refused', async (page) => {
      const res = await inject('GET', `/api/products?page=${page}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ page: errorMessages.INVALID_PAGE });
    });

    it('a cart in good order still takes its quantity', async () => {
      const res = await inject('POST', '/api/cart/items', customer, { productId, quantity: 2 });
      expect(res.statusCode).toBe(200);
      expect(res.json().cart.totalQuantity).toBe(2);
    });
  });

  it('a write naming a row that is gone (an account deleted while its token still runs) is a Turkish 409', async () => {
    const gone = await createActor(t.app);
    await t.app.database.db.delete(users).where(eq(users.id, gone.id));
    const res = await inject('PUT', '/api/notifications/preferences', gone, {
      preferences: [{ type: 'message.received', inApp: true, email: false, push: true }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      code: 'REFERENCE_GONE',
      message: errorMessages.REFERENCE_GONE,
    });
  });

  describe('authentication before validation', () => {
    it.each([
      ['POST', '/api/reviews', { rating: 'çok', comment: '' }],
      ['PATCH', '/api/users/abc%00', { city: 'gotham' }],
      ['POST', '/api/cart/items', { quantity: true }],
      ['DELETE', '/api/users/remove-photo', { url: 7 }],
      ['GET', '/api/users?page=0x10', undefined],
    ] as const)('%s %s signed out is 401, whatever the input', async (method, path, payload) => {
      const res = await inject(method, path, undefined, payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    });

    it('a route that would authenticate after reading its input is refused when the app starts', async () => {
      const app = Fastify();
      app.decorate('config', loadConfig({ NODE_ENV: 'test' }));
      await app.register(auth);
      const start = async () => {
        app.post('/late', { preHandler: app.authenticate }, async () => 'ok');
        await app.ready();
      };
      await expect(start()).rejects.toThrow('authenticate belongs in onRequest');
      await app.close();
    });
  });
});
