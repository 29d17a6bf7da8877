import { statSync } from 'node:fs';
import { join } from 'node:path';
import { createPostSchema } from '@otousta/shared/schemas/posts';
import { registrationPayloadSchema } from '@otousta/shared/schemas/registration';
import { productInputSchema, sellerApplicationSchema } from '@otousta/shared/schemas/shop';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from './app.js';
import { webDistDir } from './paths.js';
import { type Actor, businessRow, createActor } from './test/actors.js';
import { testImage } from './test/images.js';
import { multipart } from './test/multipart.js';
import { applyAndApproveSeller, validProduct } from './test/shop.fixtures.js';
import { useTestApp } from './test/test-app.js';

/**
 * Every route of the app, asked what a scanner asks first: NUL characters, lone surrogates, huge and tiny numbers,
 * hex, booleans, arrays and nulls where text or numbers belong, broken percent-encodings and very long strings, in
 * path, query, JSON body and multipart form, signed out and signed in. No answer may be a 5xx, and every refusal is
 * the `{ statusCode, code, message, errors? }` envelope in Turkish.
 */

// Requests per route: enough to hit each class on every route, few enough for the whole app in well under a minute.
const RUNS_PER_ROUTE = 40;

interface Route {
  method: string;
  url: string;
}

/** The routes as Fastify's router prints them, one tree line per path segment with its methods. */
function routesOf(app: App): Route[] {
  const routes: Route[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    // The catch-all of the web app prints as '*' at the root.
    const path = (prefixes[depth - 1] ?? (match[2]!.startsWith('/') ? '' : '/')) + match[2]!;
    prefixes[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) {
      // HEAD answers as GET without a body.
      if (method !== 'HEAD') routes.push({ method, url: path });
    }
  }
  return routes;
}

// ---------------------------------------------------------------------------------------------------------------
// Hostile values.

const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));
const hostileText = fc.oneof(
  // Text around a NUL or an unpaired surrogate: what PostgreSQL and UTF-8 encoders choke on.
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 6 }),
        fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff'),
        fc.string({ maxLength: 6 }),
      )
      .map((parts) => parts.join('')),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      '   ',
      '0x10',
      '1e308',
      '1e-320',
      '-1',
      'NaN',
      'Infinity',
      'true',
      'null',
      '[5]',
      '9007199254740993',
      '9'.repeat(30),
      '%00',
      '%FF%FE',
      '../../etc/passwd',
      "' OR 1=1 --",
      '<script>alert(1)</script>',
    ),
  },
  // Any UTF-16 code units, control characters included.
  { weight: 2, arbitrary: fc.string({ unit: codeUnit, maxLength: 24 }) },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(5000), 'ş'.repeat(70_000)) },
);
const hostileNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, 2 ** 53, 2 ** 53 + 2, 1e-320, -0, 0, -1, 0.5, 1e21, 1e29, 0x10),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);
const hostileLeaf = fc.oneof(hostileText, hostileNumber, fc.boolean(), fc.constant(null));
const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'a\u0000', '\ud800'),
  fc.string({ maxLength: 8 }),
);
const { hostile } = fc.letrec<{ hostile: unknown }>((tie) => ({
  hostile: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileLeaf,
    fc.array(tie('hostile'), { maxLength: 3 }),
    fc.dictionary(hostileKey, tie('hostile'), { maxKeys: 3 }),
  ),
}));

// Percent-encodings no decoder accepts: cut short, not hex, invalid UTF-8, a surrogate or NUL spelled in UTF-8.
const brokenEncoding = fc.constantFrom('%', '%%', '%ZZ', '%FF%FE', '%E0%A4%A', '%ED%A0%80', '%C0%80', '%00', 'a%0');

/** Percent-encodes text, lone surrogates included (as the UTF-8 bytes a surrogate would have, which is invalid). */
function encode(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    out +=
      char.length === 1 && unit >= 0xd800 && unit <= 0xdfff
        ? `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 0x3f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`
        : encodeURIComponent(char);
  }
  return out;
}

/** How a JSON value travels in a URL: text as it is, numbers and booleans spelled, arrays as repeated values. */
const urlValues = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(urlValues) : [encode(typeof value === 'string' ? value : JSON.stringify(value))];

const urlValue = fc.oneof(
  { weight: 4, arbitrary: hostileText.map(encode) },
  { weight: 1, arbitrary: hostileNumber.map(String) },
  { weight: 1, arbitrary: hostile.map((value) => urlValues(value)[0] ?? '') },
  { weight: 1, arbitrary: brokenEncoding },
);

// ---------------------------------------------------------------------------------------------------------------
// Plausible values from the routes' own schemas, so hostile ones reach past the first check.

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
};

const plausibleText = fc.constantFrom(
  'Deneme metni: fren ve bakım işleri',
  'izmir',
  'araba',
  '0532 123 45 67',
  'deneme@example.com',
  '2000-01-01',
  'Alsancak Mah. 1. Sok. No:3, Konak',
  '1234567890',
);

const FOUR_BYTES = '😀';

/**
 * Text at a field's limits in four-byte characters (two UTF-16 units each, one character to PostgreSQL): exactly at
 * the minimum and the maximum, one past the maximum, and shifted by one unit so any cut by UTF-16 position splits a pair.
 */
function atLimits(schema: JsonSchema): fc.Arbitrary<string> {
  const max = Math.min(schema.maxLength ?? 100, 5000);
  const min = Math.max(schema.minLength ?? 1, 1);
  return fc.constantFrom(
    FOUR_BYTES.repeat(min),
    FOUR_BYTES.repeat(max),
    `a${FOUR_BYTES.repeat(max - 1)}`,
    FOUR_BYTES.repeat(max + 1),
  );
}

/** Values shaped like the schema, with a hostile value in place of any part now and then. */
function shaped(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: plausible(schema, depth) }, { weight: 1, arbitrary: hostile });
}

function plausible(schema: JsonSchema | undefined, depth: number): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostile;
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((option) => plausible(option, depth + 1)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const fields = Object.entries(schema.properties ?? {}).map(
        ([key, field]) => [key, shaped(field, depth + 1)] as const,
      );
      return fc.record(Object.fromEntries(fields), { requiredKeys: [] });
    }
    case 'array':
      return fc.array(shaped(schema.items, depth + 1), { maxLength: 3 });
    case 'string':
      return schema.maxLength === undefined && schema.minLength === undefined
        ? plausibleText
        : fc.oneof(plausibleText, atLimits(schema));
    case 'number':
    case 'integer':
      return fc.constantFrom(schema.minimum ?? 1, 1, 3, 5, 1990);
    case 'boolean':
      return fc.boolean();
    default:
      return hostile;
  }
}

// The JSON carried in a multipart field, by the field's name.
const FORM_JSON: Record<string, z.ZodType> = {
  productData: productInputSchema,
  postData: createPostSchema,
  userData: registrationPayloadSchema,
  applicationData: sellerApplicationSchema,
};
const formJson = Object.fromEntries(
  Object.entries(FORM_JSON).map(([field, schema]) => [
    field,
    shaped(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema),
  ]),
);
const FILE_FIELDS = ['photos', 'images', 'businessLicense', 'taxCertificate'];
const PLAIN_FIELDS = ['content', 'type', 'tags', 'price', 'carYear', 'quantity'];

/** Plain fields to send a route's form: the usual few, plus the text fields its documented form names. */
function plainFieldsOf(operation: OpenApiOperation | undefined): string[] {
  const documented = Object.keys(operation?.requestBody?.content?.['multipart/form-data']?.schema?.properties ?? {});
  const text = documented.filter((name) => !FILE_FIELDS.includes(name) && !(name in formJson));
  return [...new Set([...PLAIN_FIELDS, ...text])];
}

// ---------------------------------------------------------------------------------------------------------------
// The requests.

interface Ctx {
  actors: Record<'visitor' | 'customer' | 'business' | 'seller' | 'admin', Actor | undefined>;
  /** Ids that exist, so a hostile body meets a real record now and then. */
  ids: string[];
  /** The OpenAPI document: query parameters and JSON bodies of the documented routes. */
  doc: { paths: Record<string, Record<string, OpenApiOperation>> };
  jpeg: Buffer;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

function requestsFor(route: Route, ctx: Ctx): fc.Arbitrary<InjectOptions> {
  const operation = ctx.doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
  const params = route.url.match(/:\w+|\*/g) ?? [];
  const paramValue = fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(...ctx.ids) },
    { weight: 3, arbitrary: urlValue },
    { weight: 1, arbitrary: fc.integer({ min: 101, max: 2000 }).map((n) => 'a'.repeat(n)) },
  );
  const path = fc.tuple(...params.map(() => paramValue)).map((values) => {
    let i = 0;
    return route.url.replace(/:\w+|\*/g, () => values[i++] ?? '');
  });

  const queryNames = [
    ...(operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    'page',
    'limit',
  ];
  const query = fc
    .array(fc.tuple(fc.constantFrom(...queryNames), urlValue), { maxLength: 4 })
    .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&'));

  const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
  const jsonSchema = operation?.requestBody?.content?.['application/json']?.schema;
  const json = (jsonSchema ? shaped(jsonSchema) : hostile).map((value) => ({
    payload: JSON.stringify(value) ?? 'null',
    headers: { 'content-type': 'application/json' },
  }));
  const form = fc
    .record({
      json: fc.array(fc.constantFrom(...Object.keys(formJson)), { maxLength: 2 }),
      plain: fc.array(fc.tuple(fc.constantFrom(...plainFieldsOf(operation)), hostileText), { maxLength: 3 }),
      files: fc.array(
        fc.tuple(fc.constantFrom(...FILE_FIELDS), fc.constantFrom('jpeg', 'junk', 'cut-png'), hostileText),
        { maxLength: 2 },
      ),
    })
    .chain(({ json: jsonFields, plain, files }) =>
      fc.tuple(...jsonFields.map((field) => formJson[field]!)).map((values) => {
        const fields: Record<string, string[]> = {};
        const add = (name: string, value: string) => {
          fields[name] = [...(fields[name] ?? []), value];
        };
        for (const [i, field] of jsonFields.entries()) add(field, JSON.stringify(values[i]) ?? 'null');
        for (const [name, value] of plain) add(name, value);
        const parts = files.map(([field, kind, filename]) => ({
          field,
          filename: `${filename}.jpg`,
          contentType: 'image/jpeg',
          buffer:
            kind === 'jpeg'
              ? ctx.jpeg
              : kind === 'cut-png'
                ? Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
                : Buffer.from('not an image at all'),
        }));
        return multipart({ fields, files: parts });
      }),
    );
  const raw = fc.constantFrom(
    { payload: '{"email": "a@b.c",', headers: { 'content-type': 'application/json' } },
    { payload: '', headers: { 'content-type': 'application/json' } },
    { payload: '{"__proto__": {"admin": true}}', headers: { 'content-type': 'application/json' } },
    { payload: '"\\u0000"', headers: { 'content-type': 'application/json' } },
    { payload: 'düz metin\u0000', headers: { 'content-type': 'text/plain' } },
    { payload: '<a/>', headers: { 'content-type': 'application/xml' } },
    { payload: 'x', headers: { 'content-type': 'multipart/form-data' } },
  );
  const body = hasBody
    ? fc.oneof(
        { weight: 4, arbitrary: json },
        { weight: 2, arbitrary: form },
        { weight: 1, arbitrary: raw },
        { weight: 1, arbitrary: fc.constant({}) },
      )
    : fc.constant({});

  const who = fc.constantFrom(...(Object.keys(ctx.actors) as (keyof Ctx['actors'])[]));
  return fc.record({ path, query, body, who }).map(({ path: p, query: q, body: b, who: w }) => {
    const { headers = {}, ...rest } = b as { headers?: Record<string, string>; payload?: string | Buffer };
    return {
      method: route.method as InjectOptions['method'],
      url: q ? `${p}?${q}` : p,
      headers: { ...headers, ...(ctx.actors[w]?.auth ?? {}) },
      ...rest,
    };
  });
}

// English as Fastify, zod or a library would write it: no refusal may reach a client in it.
const ENGLISH = /\b(the|is|are|must|expected|invalid|received|required|should|error|not|body|url)\b/i;

function expectEnvelope(response: Response) {
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (response.statusCode < 400) return;
  // A path that is no page of the web app gets the app's Turkish not-found page, as a browser asked for it.
  if (response.statusCode === 404 && String(response.headers['content-type']).startsWith('text/html')) {
    expect(response.body).toContain('Sayfa Bulunamadı');
    return;
  }
  const body = response.json() as Record<string, unknown>;
  expect(
    Object.keys(body).every((key) => ['statusCode', 'code', 'message', 'errors'].includes(key)),
    response.body,
  ).toBe(true);
  expect(body.statusCode).toBe(response.statusCode);
  expect(body.code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  expect(body.code).not.toMatch(/^FST_/);
  expect(typeof body.message).toBe('string');
  expect(body.message, response.body).not.toMatch(ENGLISH);
  if (body.errors !== undefined) {
    for (const message of Object.values(body.errors as Record<string, unknown>)) {
      expect(typeof message).toBe('string');
      expect(message).not.toMatch(ENGLISH);
    }
  }
}

describe('hostile input on every route', () => {
  const t = useTestApp({ RATE_LIMIT_MESSAGES_PER_MINUTE: '100000' });
  let ctx: Ctx;

  beforeAll(async () => {
    const { app } = t;
    const customer = await createActor(app);
    const business = await createActor(app, businessRow('Usta Oto Servis'));
    const admin = await createActor(app, { role: 'admin' });
    const seller = await applyAndApproveSeller(app, admin);
    const jpeg = await testImage({ width: 16, height: 16 });

    // A product and a post: real ids to aim at, next to the accounts'.
    const productForm = multipart({
      fields: {
        productData: JSON.stringify(validProduct),
      },
      files: [{ field: 'photos', filename: 'balata.jpg', contentType: 'image/jpeg', buffer: jpeg }],
    });
    const product = await app.inject({
      method: 'POST',
      url: '/api/products',
      payload: productForm.payload,
      headers: { ...seller.auth, ...productForm.headers },
    });
    const postForm = multipart({ fields: { postData: JSON.stringify({ content: 'Fren sesi için öneri?' }) } });
    const post = await app.inject({
      method: 'POST',
      url: '/api/posts',
      payload: postForm.payload,
      headers: { ...customer.auth, ...postForm.headers },
    });
    expect([product.statusCode, post.statusCode]).toEqual([201, 201]);
    const application = await app.inject({ method: 'GET', url: '/api/users/seller-application', headers: seller.auth });
    const ids = [customer.id, business.id, seller.id, application.json().data.id, 'businessLicense'];
    ids.push(product.json().product.id, post.json().post.id);

    ctx = {
      actors: { visitor: undefined, customer, business, seller, admin },
      ids,
      doc: app.swagger() as unknown as Ctx['doc'],
      jpeg,
    };
  });

  it('finds the whole API among the routes', () => {
    const routes = routesOf(t.app).map((r) => `${r.method} ${r.url}`);
    expect(routes).toEqual(
      expect.arrayContaining(['POST /api/orders/checkout', 'GET /api/users/:id', 'GET /metrics', 'GET /*']),
    );
    expect(routes.length).toBeGreaterThan(80);
  });

  it('counts a four-byte character as one at every limit of text the database keeps', async () => {
    const { customer, business } = ctx.actors;
    const post = (who: Actor, url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
      t.app.inject({ method, url, headers: who.auth, payload });
    const emoji = (n: number) => FOUR_BYTES.repeat(n);
    const postId = ctx.ids.at(-1)!;
    const written = await post(customer!, '/api/reviews', { businessId: business!.id, rating: 4, comment: emoji(10) });
    expect(written.statusCode, written.body).toBe(201);
    const review = written.json().review;
    // [what, request with n characters, the limits in characters]
    const fields: [string, (n: number) => Promise<Response>, number, number][] = [
      ['message', (n) => post(customer!, '/api/messages', { receiverId: business!.id, content: emoji(n) }), 1, 2000],
      [
        'message shifted by one unit',
        (n) => post(customer!, '/api/messages', { receiverId: business!.id, content: `a${emoji(n - 1)}` }),
        1,
        2000,
      ],
      ['post', (n) => post(customer!, '/api/posts', { content: emoji(n) }), 1, 2000],
      ['comment', (n) => post(customer!, `/api/posts/${postId}/comments`, { content: emoji(n) }), 1, 500],
      ['review', (n) => post(customer!, `/api/reviews/${review.id}`, { rating: 4, comment: emoji(n) }, 'PUT'), 10, 500],
      [
        'quote request',
        (n) =>
          post(customer!, '/api/quotes', {
            vehicleType: 'araba',
            brand: 'fiat',
            model: 'Egea',
            year: 2019,
            sector: 'genel',
            city: 'izmir',
            district: 'Konak',
            urgency: 'bu-hafta',
            businessIds: [business!.id],
            description: emoji(n),
          }),
        20,
        2000,
      ],
    ];
    for (const [what, send, min, max] of fields) {
      for (const n of [min, max]) {
        const res = await send(n);
        expect(res.statusCode, `${what} of ${n} characters: ${res.body}`).toBeLessThan(300);
      }
      for (const n of [min - 1, max + 1].filter((n) => n > 0)) {
        const res = await send(n);
        expect(res.statusCode, `${what} of ${n} characters: ${res.body}`).toBe(400);
        expectEnvelope(res);
      }
    }
    // The business's public answer to the review.
    for (const [n, status] of [
      [10, 200],
      [1000, 200],
      [9, 400],
      [1001, 400],
    ] as const) {
      const res = await post(business!, `/api/reviews/${review.id}/reply`, { content: emoji(n) }, 'PUT');
      expect(res.statusCode, `reply of ${n} characters: ${res.body}`).toBe(status);
    }
  });

  it('answers no hostile request with a 5xx or with anything but the Turkish envelope', {
    timeout: 600_000,
  }, async () => {
    const failures: string[] = [];
    // The files of a web build (when there is one) read no input: the catch-all route stands for them.
    const routes = routesOf(t.app).filter(
      (route) => !statSync(join(webDistDir, route.url), { throwIfNoEntry: false })?.isFile(),
    );
    for (const route of routes) {
      const result = await fc.check(
        fc.asyncProperty(requestsFor(route, ctx), async (request) => {
          expectEnvelope(await t.app.inject(request));
        }),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      if (result.failed) {
        const request = JSON.stringify(result.counterexample?.[0]).slice(0, 600);
        failures.push(`${route.method} ${route.url}: ${String(result.errorInstance).slice(0, 600)}\n  ${request}`);
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  });
});
