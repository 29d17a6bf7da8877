import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, businessRow, createActor } from '../test/actors.js';
import { multipart } from '../test/multipart.js';
import { createApprovedSeller, insertProduct } from '../test/shop.fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  maximum?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  $ref?: string;
}
interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const ENVELOPE = '#/components/schemas/ErrorEnvelope';

/** The multipart operations and the fields and files each form documents. */
const forms: Record<string, { fields: string[]; files: string[] }> = {
  'POST /api/users/register-with-photos': { fields: ['userData'], files: ['photos'] },
  'POST /api/users/upload-photos': { fields: [], files: ['photos'] },
  'POST /api/products': { fields: ['productData'], files: ['photos'] },
  'POST /api/orders/{id}/returns': { fields: ['returnData'], files: ['photos'] },
  'PUT /api/products/{id}': { fields: ['productData'], files: ['photos'] },
  'POST /api/quotes': { fields: ['quoteData'], files: ['photos'] },
  'POST /api/users/seller-application': { fields: ['applicationData'], files: ['businessLicense', 'taxCertificate'] },
  'POST /api/posts': {
    fields: ['postData', 'content', 'type', 'tags', 'carBrand', 'carYear', 'price'],
    files: ['images'],
  },
  'PUT /api/posts/{id}': { fields: ['postData', 'content', 'tags', 'keepImages'], files: ['images'] },
};

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;
  let admin: Actor;
  const operations: { key: string; method: string; path: string; op: Operation }[] = [];

  const answersWithEnvelope = (op: Operation, status: number) =>
    op.responses[status]?.content?.['application/json']?.schema.$ref === ENVELOPE;
  /** A concrete address for a documented path: enum parameters take their first value, ids the admin's id. */
  const addressOf = (path: string, op: Operation) =>
    path.replaceAll(/\{(\w+)\}/g, (_, name: string) => {
      const parameter = op.parameters?.find((p) => p.in === 'path' && p.name === name);
      return String(parameter?.schema.enum?.[0] ?? admin.id);
    });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createActor(t.app, { role: 'admin' });
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json() as Document;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        operations.push({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, op });
      }
    }
  });
  afterAll(() => t.close());

  it('describes the error envelope every error answer carries', () => {
    const envelope = doc.components.schemas.ErrorEnvelope;
    expect(envelope?.type).toBe('object');
    expect(Object.keys(envelope?.properties ?? {})).toEqual(['statusCode', 'code', 'message', 'errors']);
    expect(envelope?.required).toEqual(['statusCode', 'code', 'message']);
  });

  it('lists 401 on every operation that takes a bearer token, and the API answers it without one', async () => {
    const secured = operations.filter(({ op }) => op.security?.some((requirement) => 'bearer' in requirement));
    expect(secured.length).toBeGreaterThan(50);
    for (const { key, method, path, op } of secured) {
      expect(answersWithEnvelope(op, 401), key).toBe(true);
      // A route where the token is optional (an empty requirement) answers others too.
      if (op.security?.some((requirement) => Object.keys(requirement).length === 0)) continue;
      const res = await t.app.inject({ method: method as 'GET', url: addressOf(path, op) });
      expect(res.statusCode, key).toBe(401);
      expect(res.json(), key).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    }
  });

  it('lists 400 on every operation that takes a body, a query or a path parameter', () => {
    const withInput = operations.filter(({ op }) => op.requestBody || op.parameters?.length);
    expect(withInput.length).toBeGreaterThan(50);
    for (const { key, op } of withInput) expect(answersWithEnvelope(op, 400), key).toBe(true);
    // A body can be too large or of a type the route does not read.
    for (const { key, op } of operations.filter(({ op }) => op.requestBody)) {
      expect(answersWithEnvelope(op, 413), key).toBe(true);
      expect(answersWithEnvelope(op, 415), key).toBe(true);
    }
  });

  it('lists the 403, 409 and 429 answers of the routes that give them', () => {
    const statusesOf = (key: string) => Object.keys(operations.find((o) => o.key === key)?.op.responses ?? {});
    expect(statusesOf('GET /api/admin/reports')).toContain('403');
    expect(statusesOf('PUT /api/posts/{id}')).toContain('403');
    expect(statusesOf('POST /api/reviews')).toContain('409');
    expect(statusesOf('POST /api/auth/login')).toEqual(expect.arrayContaining(['401', '403', '429']));
    expect(statusesOf('POST /api/users/register-with-photos')).toEqual(expect.arrayContaining(['409', '429']));
  });

  it('describes the fields and files of every multipart body', () => {
    const multipart = operations.filter(({ op }) => op.requestBody?.content['multipart/form-data']);
    expect(multipart.map(({ key }) => key).sort()).toEqual(Object.keys(forms).sort());
    for (const { key, op } of multipart) {
      const properties = op.requestBody?.content['multipart/form-data']?.schema.properties ?? {};
      const form = forms[key]!;
      for (const field of form.fields) expect(properties[field], `${key} ${field}`).toBeDefined();
      for (const file of form.files) {
        const schema = properties[file];
        expect(schema?.format ?? schema?.items?.format, `${key} ${file}`).toBe('binary');
      }
    }
    // A post is also taken as JSON, without photos.
    const post = operations.find(({ key }) => key === 'POST /api/posts')?.op;
    expect(post?.requestBody?.content['application/json']?.schema.properties?.content).toBeDefined();
  });

  it("names each list's limit maximum, which is what the API serves at most", async () => {
    // Every list answers for something that exists and for a caller who may read it, so each answers 200.
    const business = await createActor(t.app, businessRow('Liste Oto Servis'));
    const seller = await createApprovedSeller(t.app);
    const productId = await insertProduct(t.app, seller);
    const message = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: admin.auth,
      payload: { receiverId: business.id, content: 'Randevu alabilir miyim?' },
    });
    expect(message.statusCode, message.body).toBe(201);
    const postForm = multipart({ fields: { postData: JSON.stringify({ content: 'Egzoz önerisi?', type: 'repair' }) } });
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      payload: postForm.payload,
      headers: { ...postForm.headers, ...admin.auth },
    });
    expect(post.statusCode, post.body).toBe(201);
    const subjects: Record<string, { id: string; caller?: Actor }> = {
      'GET /api/messages/conversations/{id}': { id: message.json().conversationId },
      'GET /api/reviews/business/{id}': { id: business.id },
      'GET /api/products/{id}/reviews': { id: productId },
      'GET /api/posts/{id}/comments': { id: post.json().post.id },
      'GET /api/seller/products': { id: admin.id, caller: seller },
    };

    const paged = operations.filter(
      ({ method, op }) => method === 'GET' && op.parameters?.some((p) => p.in === 'query' && p.name === 'limit'),
    );
    expect(paged.length).toBeGreaterThan(15);
    for (const { key, path, op } of paged) {
      const max = op.parameters?.find((p) => p.name === 'limit')?.schema.maximum;
      expect(max, key).toBeLessThanOrEqual(1000);
      const required = (op.parameters ?? []).filter((p) => p.in === 'query' && p.required);
      const query = (limit: number) =>
        [...required.map((p) => `${p.name}=${String(p.schema.enum?.[0] ?? 'a')}`), `limit=${limit}`].join('&');
      const subject = subjects[key];
      const address = path.replaceAll(/\{id\}/g, subject?.id ?? admin.id);
      const ask = (limit: number) =>
        t.app.inject({ method: 'GET', url: `${address}?${query(limit)}`, headers: (subject?.caller ?? admin).auth });

      const atMost = await ask(max!);
      expect(atMost.statusCode, `${key} ${atMost.body}`).toBe(200);
      // One more is either refused for its limit or served as the maximum, never as more.
      const beyond = await ask(max! + 1);
      expect([200, 400], `${key} ${beyond.body}`).toContain(beyond.statusCode);
      const body = beyond.json() as { errors?: { limit?: string }; pagination?: { limit: number } };
      if (beyond.statusCode === 400) expect(body.errors?.limit, key).toBeDefined();
      else expect(body.pagination?.limit ?? max, key).toBe(max);
    }
  });
});
