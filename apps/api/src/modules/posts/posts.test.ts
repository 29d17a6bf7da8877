import type { Comment, CommentPage, HotTag, Post, PostPage } from '@otousta/shared/schemas/posts';
import { postSchema } from '@otousta/shared/schemas/posts';
import { foldTurkish } from '@otousta/shared/text/fold';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { type Actor, createActor } from '../../test/actors.js';
import { beforeTests } from '../../test/before-tests.js';
import { testImage } from '../../test/images.js';
import { type MultipartFilePart, multipart } from '../../test/multipart.js';
import { useTestApp } from '../../test/test-app.js';
import type { NewUserRow } from '../users/users.table.js';
import { createPostsRepository } from './posts.repository.js';
import { postComments, postLikes, posts } from './posts.table.js';

const onPostgres = !!loadConfig({ NODE_ENV: 'test' }).DATABASE_URL;

describe('feed posts', () => {
  const t = useTestApp();
  const business = beforeTests(() =>
    actor({
      userType: 'isletme',
      businessName: 'Usta Egzoz',
      businessSector: ['egzozcu'],
      businessBrand: ['fiat'],
      vehicleType: ['araba'],
    }),
  );
  const customer = beforeTests(() => actor({ firstName: 'Ayşe' }));
  const other = beforeTests(() => actor({ firstName: 'Zeynep' }));

  const actor = (overrides: Partial<NewUserRow> = {}, app = t.app) => createActor(app, overrides);

  const create = (who: Actor | null, postData: Record<string, unknown>, files: MultipartFilePart[] = []) => {
    const body = multipart({ fields: { postData: JSON.stringify(postData) }, files });
    return t.app.inject({
      method: 'POST',
      url: '/api/posts',
      payload: body.payload,
      headers: { ...body.headers, ...(who?.auth ?? {}) },
    });
  };
  /** A multipart form as a browser's FormData sends it: plain fields (a list repeats the field) and files. */
  const form = (
    method: 'POST' | 'PUT',
    url: string,
    who: Actor | null,
    fields: Record<string, string | string[]>,
    files: MultipartFilePart[] = [],
  ) => {
    const body = multipart({ fields, files });
    return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...(who?.auth ?? {}) } });
  };
  const createOk = async (who: Actor, postData: Record<string, unknown>) => {
    const res = await create(who, postData);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { post: Post }).post;
  };
  const get = (url: string, who?: Actor | null) => t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, who: Actor | null, payload?: unknown) =>
    t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload === undefined ? {} : { payload }) } as never);
  const photo = async (name = 'egzoz.jpg'): Promise<MultipartFilePart> => ({
    field: 'images',
    filename: name,
    contentType: 'image/jpeg',
    buffer: await testImage(),
  });
  const feed = async (query = '', who?: Actor) => {
    const res = await get(`/api/posts${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PostPage;
  };
  /** Posts created apart from each other in time, oldest first. */
  const backdate = (id: string, minutesAgo: number) =>
    t.app.database.db
      .update(posts)
      .set({ createdAt: sql`now() - make_interval(mins => ${minutesAgo})` })
      .where(eq(posts.id, id));

  it('documents every feed endpoint in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    for (const path of [
      '/api/posts',
      '/api/posts/search',
      '/api/posts/hot-tags',
      '/api/posts/user/{id}/liked',
      '/api/posts/{id}',
      '/api/posts/{id}/like',
      '/api/posts/{id}/comments',
      '/api/posts/comments/{id}',
    ]) {
      expect(paths).toContain(path);
    }
  });

  describe('creating', () => {
    it('stores a service post with two photos and answers it with the author and type fields', async () => {
      const res = await create(
        business,
        {
          content: '  Egzoz sistemi değişimi yapıyoruz.  ',
          type: 'service',
          tags: 'egzoz, #Performans , ,',
          carBrand: 'Fiat',
          carModel: 'Egea',
          carYear: '2021',
          location: 'İzmir',
          serviceType: 'Egzoz',
          serviceDescription: 'Komple sistem',
          estimatedDuration: '2 saat',
          contactInfo: '0532 000 00 00',
          price: 5000,
        },
        [await photo('a.jpg'), await photo('b.png')],
      );
      expect(res.statusCode, res.body).toBe(201);
      const { post } = res.json() as { post: Post };
      expect(postSchema.strict().parse(post)).toMatchObject({
        content: 'Egzoz sistemi değişimi yapıyoruz.',
        type: 'service',
        tags: ['egzoz', 'Performans'],
        carYear: 2021,
        serviceType: 'Egzoz',
        estimatedDuration: '2 saat',
        // A price belongs to sale posts only.
        price: null,
        likeCount: 0,
        commentCount: 0,
        isLikedByCurrentUser: false,
        authorId: { _id: business.id, businessName: 'Usta Egzoz', userType: 'isletme' },
      });
      expect(post.images).toHaveLength(2);
      const image = await get(post.images[0]!);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    });

    it('stores a sale post with its price and drops service fields and empty optional fields', async () => {
      const post = await createOk(customer, {
        content: 'Orijinal jant takımı satılık',
        type: 'sale',
        price: '12500,50',
        serviceType: 'yok sayılır',
        location: '   ',
      });
      expect(post).toMatchObject({ type: 'sale', price: 12500.5, serviceType: null, location: null, images: [] });
    });

    it('takes a post as a JSON body, as plain form fields with photos, or as the postData field', async () => {
      const json = await send('POST', '/api/posts', customer, {
        content: 'Jant takımı satılık',
        type: 'sale',
        price: 7500,
        tags: ['jant', '#Orijinal'],
      });
      expect(json.statusCode, json.body).toBe(201);
      expect((json.json() as { post: Post }).post).toMatchObject({
        content: 'Jant takımı satılık',
        type: 'sale',
        price: 7500,
        tags: ['jant', 'Orijinal'],
        images: [],
      });

      const plain = await form(
        'POST',
        '/api/posts',
        business,
        {
          content: 'Turbo bakımı yapıyoruz',
          type: 'service',
          tags: ['turbo', '#Bakım'],
          carBrand: 'Fiat',
          carYear: '2020',
          price: '900',
          serviceType: 'Turbo',
          estimatedDuration: '1 gün',
          location: '',
        },
        [
          await photo('turbo.jpg'),
          {
            field: 'images',
            filename: 'turbo.png',
            contentType: 'image/png',
            buffer: await testImage({ format: 'png' }),
          },
        ],
      );
      expect(plain.statusCode, plain.body).toBe(201);
      const { post } = plain.json() as { post: Post };
      expect(postSchema.strict().parse(post)).toMatchObject({
        content: 'Turbo bakımı yapıyoruz',
        type: 'service',
        tags: ['turbo', 'Bakım'],
        carBrand: 'Fiat',
        carYear: 2020,
        serviceType: 'Turbo',
        estimatedDuration: '1 gün',
        location: null,
        // A price belongs to sale posts only.
        price: null,
        authorId: { _id: business.id },
      });
      expect(post.images).toHaveLength(2);
      for (const url of post.images) expect((await get(url)).headers['content-type']).toBe('image/webp');
      expect((await feed('?tag=bakim')).posts.map((p) => p.id)).toContain(post.id);

      // Comma-separated tags in one field read as a person types them.
      const commas = await form('POST', '/api/posts', customer, {
        content: 'Virgüllü etiketler',
        tags: 'fren, #balata',
      });
      expect(commas.statusCode, commas.body).toBe(201);
      expect((commas.json() as { post: Post }).post.tags).toEqual(['fren', 'balata']);

      // postData, when sent, is the whole post: plain fields beside it are not read.
      const both = await form('POST', '/api/posts', customer, {
        postData: JSON.stringify({ content: 'postData içeriği', type: 'repair' }),
        content: 'Düz alan içeriği',
      });
      expect(both.statusCode, both.body).toBe(201);
      expect((both.json() as { post: Post }).post).toMatchObject({ content: 'postData içeriği', type: 'repair' });
    });

    it('answers a plain form by the same Turkish rules as JSON', async () => {
      const empty = await form('POST', '/api/posts', customer, { content: '   ', type: 'general' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ code: 'VALIDATION', message: 'Gönderi içeriği boş olamaz.' });
      const year = await form('POST', '/api/posts', customer, { content: 'Eski model', carYear: '1899' });
      expect(year.statusCode).toBe(400);
      expect(year.json()).toMatchObject({ message: 'Model yılı 1900 ile gelecek yıl arasında olmalıdır.' });
      const type = await form('POST', '/api/posts', customer, { content: 'Tür yanlış', type: 'yarış' });
      expect(type.json()).toMatchObject({ message: 'Geçerli bir gönderi türü seçin.' });
      const json = await send('POST', '/api/posts', customer, { content: '' });
      expect(json.statusCode).toBe(400);
      expect(json.json()).toMatchObject({ message: 'Gönderi içeriği boş olamaz.' });
      const signedOut = await form('POST', '/api/posts', null, { content: 'Oturum yok' });
      expect(signedOut.statusCode).toBe(401);
    });

    it('refuses signed-out visitors with 401', async () => {
      const res = await create(null, { content: 'Merhaba' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    });

    it('answers the Turkish rule that failed, with 400 (docs/product.md §5)', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ content: '   ' }, 'Gönderi içeriği boş olamaz.'],
        [{ content: 'a'.repeat(2001) }, 'Gönderi en fazla 2000 karakter olabilir.'],
        [{ content: 'x', carYear: 1899 }, 'Model yılı 1900 ile gelecek yıl arasında olmalıdır.'],
        [
          { content: 'x', carYear: new Date().getFullYear() + 2 },
          'Model yılı 1900 ile gelecek yıl arasında olmalıdır.',
        ],
        [{ content: 'x', type: 'sale', price: -5 }, 'Fiyat 0 veya daha büyük bir sayı olmalıdır.'],
        [{ content: 'x', type: 'yarış' }, 'Geçerli bir gönderi türü seçin.'],
      ];
      for (const [postData, message] of cases) {
        const res = await create(customer, postData);
        expect(res.statusCode, JSON.stringify(postData)).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
      }
    });

    it('refuses a sixth photo and a file that is no image, storing nothing', async () => {
      const before = (await feed('?limit=50')).posts.length;
      const six = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => photo(`${n}.jpg`)));
      const tooMany = await create(customer, { content: 'Altı foto' }, six);
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toMatchObject({ message: 'Maksimum 5 fotoğraf yükleyebilirsiniz.' });
      const text = await create(customer, { content: 'Metin dosyası' }, [
        { field: 'images', filename: 'not.jpg', contentType: 'image/jpeg', buffer: Buffer.from('hello world') },
      ]);
      expect(text.statusCode).toBe(415);
      expect((await feed('?limit=50')).posts.length).toBe(before);
    });
  });

  describe('reading', () => {
    it('pages newest first, 10 by default, and filters by type, author and tag in any casing', async () => {
      const author = await actor({ firstName: 'Süzgeç' });
      for (let i = 0; i < 12; i++) {
        const post = await createOk(author, {
          content: `Bakım notu ${i}`,
          type: i % 2 ? 'maintenance' : 'repair',
          tags: i % 3 === 0 ? ['Yağ Değişimi'] : ['fren'],
        });
        await backdate(post.id, 100 - i);
      }
      const first = await feed(`?userId=${author.id}`);
      expect(first.posts).toHaveLength(10);
      expect(first.posts[0]!.content).toBe('Bakım notu 11');
      expect(first.pagination).toEqual({ page: 1, limit: 10, hasMore: true });
      const second = await feed(`?userId=${author.id}&page=2`);
      expect(second.posts.map((p) => p.content)).toEqual(['Bakım notu 1', 'Bakım notu 0']);
      expect(second.pagination.hasMore).toBe(false);

      const maintenance = await feed(`?userId=${author.id}&type=maintenance&limit=50`);
      expect(maintenance.posts).toHaveLength(6);
      expect(maintenance.posts.every((p) => p.type === 'maintenance')).toBe(true);

      const tagged = await feed(`?userId=${author.id}&tag=${encodeURIComponent('#YAĞ DEĞİŞİMİ')}&limit=50`);
      expect(tagged.posts.map((p) => p.content).sort()).toEqual(
        ['Bakım notu 0', 'Bakım notu 3', 'Bakım notu 6', 'Bakım notu 9'].sort(),
      );
    });

    it('cursor paging neither repeats nor skips a post when new posts arrive between pages', async () => {
      const author = await actor({ firstName: 'İmleç' });
      const created: string[] = [];
      for (let i = 0; i < 25; i++) created.push((await createOk(author, { content: `Gönderi ${i}` })).id);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: PostPage = await feed(
          `?userId=${author.id}&limit=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        seen.push(...page.posts.map((p) => p.id));
        cursor = page.nextCursor;
        pages += 1;
        // Someone posts while the reader scrolls.
        await createOk(author, { content: `Araya giren ${pages}` });
      } while (cursor);
      expect(pages).toBe(3);
      expect(seen).toEqual([...created].reverse());
    });

    it('answers 400 for a malformed cursor and 404 for an unknown post', async () => {
      const bad = await get('/api/posts?cursor=bozuk');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'INVALID_CURSOR', message: 'Sayfa imleci geçersiz.' });
      const missing = await get('/api/posts/yok-boyle-bir-gonderi');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'POST_NOT_FOUND', message: 'Gönderi bulunamadı.' });
    });

    it('finds posts by Turkish full text whatever the casing or diacritics', async () => {
      const author = await actor();
      const loud = await createOk(author, { content: 'EGZOZ SESİ ÇOK ARTTI, NE YAPMALIYIM?' });
      const plain = await createOk(author, { content: 'Egzozdan mavi duman geliyor' });
      await createOk(author, { content: 'Lastik rotasyonu yaptırdım' });
      const tagged = await createOk(author, { content: 'Yeni parça geldi', tags: ['Şanzıman'] });
      const search = async (q: string) => {
        const res = await get(`/api/posts/search?q=${encodeURIComponent(q)}&limit=50`);
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as PostPage).posts.map((p) => p.id);
      };
      for (const q of ['egzoz', 'Egzoz', 'EGZOZ', 'egz']) {
        const found = await search(q);
        expect(found, q).toContain(loud.id);
        expect(found, q).toContain(plain.id);
      }
      expect(await search('egzoz duman')).toEqual([plain.id]);
      expect(await search('sanziman')).toEqual([tagged.id]);
      expect(await search('ses cok')).toEqual([loud.id]);
      const empty = await get('/api/posts/search?q=%20');
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ message: 'Aramak için bir kelime yazın.' });
    });

    it('narrows a search by type and tag, as the feed screen sends them while a search is active', async () => {
      const author = await actor();
      const sale = await createOk(author, {
        content: 'Turbo hortumu satılık',
        type: 'sale',
        price: 900,
        tags: ['Turbo'],
      });
      const repair = await createOk(author, { content: 'Turbo hortumu patladı', type: 'repair', tags: ['turbo'] });
      const untagged = await createOk(author, { content: 'Turbo hortumu değişti', type: 'repair' });
      const search = async (query: string) => {
        const res = await get(`/api/posts/search?q=turbo%20hortumu&limit=50${query}`);
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as PostPage).posts
          .map((p) => p.id)
          .filter((id) => [sale.id, repair.id, untagged.id].includes(id));
      };
      expect(await search('')).toEqual([untagged.id, repair.id, sale.id]);
      expect(await search('&type=repair')).toEqual([untagged.id, repair.id]);
      expect(await search('&tag=TURBO')).toEqual([repair.id, sale.id]);
      expect(await search('&type=repair&tag=%23turbo')).toEqual([repair.id]);
      expect(await search('&type=sale&tag=fren')).toEqual([]);
      const bad = await get('/api/posts/search?q=turbo&type=araba');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION' });
    });

    it('pages a search the same whether the newest posts hold enough matches or the index has to find them', async () => {
      const author = await actor();
      const ids: string[] = [];
      for (let i = 0; i < 9; i++) {
        const post = await createOk(author, { content: i % 3 === 0 ? `Debriyaj seti ${i}` : `Başka konu ${i}` });
        ids.push(post.id);
      }
      const expected = [ids[6], ids[3], ids[0]];
      // A window of 2 newest posts holds one match at most: the index is asked. A window of 50 holds them all.
      for (const recentWindow of [2, 50]) {
        const repository = createPostsRepository(t.app.database.db, { recentWindow });
        const tsquery = 'debriyaj:*';
        const first = await repository.page({ tsquery, authorId: author.id }, { offset: 0, limit: 2 });
        expect(first.map((row) => row.id)).toEqual(expected);
        const last = first[1]!;
        const next = await repository.page(
          { tsquery, authorId: author.id },
          { cursor: { time: last.cursorTime, id: last.id }, offset: 0, limit: 2 },
        );
        expect(next.map((row) => row.id)).toEqual([ids[0]]);
        const tagged = await repository.page({ tagKey: 'yok-boyle-etiket' }, { offset: 0, limit: 2 });
        expect(tagged).toEqual([]);
      }
    });

    it('ranks hot tags by use, naming each by its most used spelling', async () => {
      const author = await actor();
      for (const tags of [['Kompresör', 'süspansiyon'], ['kompresör'], ['Kompresör', 'Intercooler'], ['SÜSPANSİYON']]) {
        await createOk(author, { content: 'Etiketli', tags });
      }
      const res = await get('/api/posts/hot-tags?limit=50');
      expect(res.statusCode).toBe(200);
      const { tags } = res.json() as { tags: HotTag[] };
      const names = tags.map((tag) => tag.name);
      expect(tags.find((tag) => tag.name === 'Kompresör')).toEqual({ name: 'Kompresör', count: 3 });
      expect(tags.filter((tag) => foldTurkish(tag.name) === 'suspansiyon')).toEqual([
        { name: expect.any(String), count: 2 },
      ]);
      expect(names.indexOf('Kompresör')).toBeLessThan(names.indexOf('Intercooler'));
      const limited = (await get('/api/posts/hot-tags?limit=2')).json() as { tags: HotTag[] };
      expect(limited.tags).toHaveLength(2);
    });
  });

  describe('author-only changes', () => {
    it("lets the author edit, and refuses anybody else's edit with 403 and a signed-out one with 401", async () => {
      const post = await createOk(customer, { content: 'İlk hali', type: 'repair', carBrand: 'Renault' });
      const foreign = await send('PUT', `/api/posts/${post.id}`, other, { content: 'Başkası yazdı' });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Bu işlem için yetkiniz yok.' });
      expect((await send('PUT', `/api/posts/${post.id}`, null, { content: 'x' })).statusCode).toBe(401);
      const empty = await send('PUT', `/api/posts/${post.id}`, customer, { content: '  ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ message: 'Gönderi içeriği boş olamaz.' });

      const res = await send('PUT', `/api/posts/${post.id}`, customer, { content: 'Düzenlenmiş hali' });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as { post: Post }).post).toMatchObject({ content: 'Düzenlenmiş hali', carBrand: 'Renault' });
      const found = await get(`/api/posts/search?q=${encodeURIComponent('düzenlenmiş')}`);
      expect((found.json() as PostPage).posts.map((p) => p.id)).toContain(post.id);
      expect((await send('PUT', '/api/posts/yok', customer, { content: 'x' })).statusCode).toBe(404);
    });

    it('edits every create field by the same rules, and clears optional fields sent empty', async () => {
      const post = await createOk(business, {
        content: 'Egzoz montajı',
        type: 'service',
        tags: ['egzoz', 'performans'],
        carBrand: 'Fiat',
        carModel: 'Egea',
        carYear: 2021,
        location: 'Bornova, İzmir',
        serviceType: 'Egzoz montajı',
        serviceDescription: 'Paslanmaz çelik',
        estimatedDuration: '3 saat',
        contactInfo: '0232 000 00 00',
      });
      const put = (payload: Record<string, unknown>) => send('PUT', `/api/posts/${post.id}`, business, payload);

      const service = await put({
        content: 'Egzoz montajı (güncel)',
        type: 'service',
        tags: 'Egzoz, #turbo, ,',
        carBrand: 'Renault',
        carModel: 'Clio',
        carYear: '2019',
        location: 'Karşıyaka, İzmir',
        serviceType: 'Turbo bakımı',
        serviceDescription: 'Turbo temizliği ve conta değişimi',
        estimatedDuration: '1 gün',
        contactInfo: '0532 000 00 00',
      });
      expect(service.statusCode, service.body).toBe(200);
      expect((service.json() as { post: Post }).post).toMatchObject({
        content: 'Egzoz montajı (güncel)',
        tags: ['Egzoz', 'turbo'],
        carBrand: 'Renault',
        carModel: 'Clio',
        carYear: 2019,
        location: 'Karşıyaka, İzmir',
        serviceType: 'Turbo bakımı',
        serviceDescription: 'Turbo temizliği ve conta değişimi',
        estimatedDuration: '1 gün',
        contactInfo: '0532 000 00 00',
      });
      expect((await feed('?tag=turbo')).posts.map((p) => p.id)).toContain(post.id);

      // A sale keeps its price and drops the service fields; empty optional fields and an empty tag list clear.
      const sale = await put({
        content: 'Egzoz sistemi satılık',
        type: 'sale',
        price: '12500,50',
        tags: [],
        carModel: '',
        carYear: null,
        location: '  ',
      });
      expect(sale.statusCode, sale.body).toBe(200);
      expect((sale.json() as { post: Post }).post).toMatchObject({
        type: 'sale',
        price: 12500.5,
        tags: [],
        carBrand: 'Renault',
        carModel: null,
        carYear: null,
        location: null,
        serviceType: null,
        serviceDescription: null,
        estimatedDuration: null,
        contactInfo: null,
      });
      expect((await feed('?tag=turbo')).posts.map((p) => p.id)).not.toContain(post.id);

      for (const [payload, message] of [
        [{ content: 'x', carYear: 1800 }, 'Model yılı 1900 ile gelecek yıl arasında olmalıdır.'],
        [{ content: 'x', price: -5 }, 'Fiyat 0 veya daha büyük bir sayı olmalıdır.'],
        [{ content: 'x', type: 'araba' }, 'Geçerli bir gönderi türü seçin.'],
        [{ content: 'x'.repeat(2001) }, 'Gönderi en fazla 2000 karakter olabilir.'],
      ] as const) {
        const res = await put(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json(), JSON.stringify(payload)).toMatchObject({ code: 'VALIDATION' });
        expect(res.body, JSON.stringify(payload)).toContain(message);
      }
      expect((await get(`/api/posts/${post.id}`)).json()).toMatchObject({ post: { price: 12500.5 } });
    });

    it('edits by plain form fields or postData, adding photos after the kept ones, at most 5', async () => {
      const created = await create(
        customer,
        { content: 'Fotoğraflı ilan', type: 'sale', price: 100, carModel: 'Clio' },
        [await photo('1.jpg'), await photo('2.jpg')],
      );
      expect(created.statusCode, created.body).toBe(201);
      const { post } = created.json() as { post: Post };
      const [first, second] = post.images;
      const url = `/api/posts/${post.id}`;

      // Plain fields: those sent change ('' clears), the others stay; a new photo comes after the saved ones.
      const plain = await form('PUT', url, customer, { content: 'Fiyat düştü', price: '80', carModel: '' }, [
        await photo('3.jpg'),
      ]);
      expect(plain.statusCode, plain.body).toBe(200);
      const edited = (plain.json() as { post: Post }).post;
      expect(edited).toMatchObject({ content: 'Fiyat düştü', type: 'sale', price: 80, carModel: null });
      expect(edited.images).toHaveLength(3);
      expect(edited.images.slice(0, 2)).toEqual([first, second]);
      const third = edited.images[2]!;
      expect((await get(third)).statusCode).toBe(200);

      // postData with keepImages: the second photo goes (from storage too), the third stays first.
      const kept = await form(
        'PUT',
        url,
        customer,
        { postData: JSON.stringify({ content: 'Son hali', keepImages: [third, first] }) },
        [await photo('4.jpg')],
      );
      expect(kept.statusCode, kept.body).toBe(200);
      const last = (kept.json() as { post: Post }).post;
      expect(last).toMatchObject({ content: 'Son hali', price: 80 });
      expect(last.images.slice(0, 2)).toEqual([third, first]);
      expect(last.images).toHaveLength(3);
      expect((await get(second!)).statusCode).toBe(404);

      // Three kept and three new are six: refused, and nothing changes.
      const six = await form('PUT', url, customer, { content: 'Altı fotoğraf' }, [
        await photo('5.jpg'),
        await photo('6.jpg'),
        await photo('7.jpg'),
      ]);
      expect(six.statusCode).toBe(400);
      expect(six.json()).toMatchObject({ code: 'TOO_MANY_PHOTOS', message: 'Maksimum 5 fotoğraf yükleyebilirsiniz.' });
      const unchanged = (await get(url)).json() as { post: Post };
      expect(unchanged.post).toMatchObject({ content: 'Son hali', images: last.images });

      // An empty keepImages field keeps none.
      const none = await form('PUT', url, customer, { content: 'Fotoğrafsız', keepImages: '' });
      expect(none.statusCode, none.body).toBe(200);
      expect((none.json() as { post: Post }).post.images).toEqual([]);
      for (const image of last.images) expect((await get(image)).statusCode).toBe(404);

      // Someone else's form edit changes nothing; a file that is no image is refused.
      const foreign = await form('PUT', url, other, { content: 'Başkası' }, [await photo('8.jpg')]);
      expect(foreign.statusCode).toBe(403);
      const text = await form('PUT', url, customer, { content: 'Metin' }, [
        { field: 'images', filename: 'not.jpg', contentType: 'image/jpeg', buffer: Buffer.from('hello world') },
      ]);
      expect(text.statusCode).toBe(415);
      expect(((await get(url)).json() as { post: Post }).post).toMatchObject({ content: 'Fotoğrafsız', images: [] });
    });

    it("deletes the author's post with its likes and comments; anybody else gets 403", async () => {
      const post = await createOk(customer, { content: 'Silinecek' });
      await send('POST', `/api/posts/${post.id}/like`, other);
      await send('POST', `/api/posts/${post.id}/comments`, other, { content: 'Güzel' });
      const foreign = await send('DELETE', `/api/posts/${post.id}`, other);
      expect(foreign.statusCode).toBe(403);
      expect((await get(`/api/posts/${post.id}`)).statusCode).toBe(200);

      expect((await send('DELETE', `/api/posts/${post.id}`, customer)).statusCode).toBe(204);
      expect((await get(`/api/posts/${post.id}`)).statusCode).toBe(404);
      const db = t.app.database.db;
      expect(await db.select().from(postLikes).where(eq(postLikes.postId, post.id))).toHaveLength(0);
      expect(await db.select().from(postComments).where(eq(postComments.postId, post.id))).toHaveLength(0);
      expect((await send('DELETE', `/api/posts/${post.id}`, customer)).statusCode).toBe(404);
    });

    it('removes the stored photos of a deleted post', async () => {
      const res = await create(customer, { content: 'Fotoğraflı' }, [await photo()]);
      const { post } = res.json() as { post: Post };
      expect((await get(post.images[0]!)).statusCode).toBe(200);
      await send('DELETE', `/api/posts/${post.id}`, customer);
      expect((await get(post.images[0]!)).statusCode).toBe(404);
    });
  });

  describe('likes', () => {
    it('toggles one like per user and tells each reader whether they liked it', async () => {
      const post = await createOk(business, { content: 'Beğeni testi' });
      const like = await send('POST', `/api/posts/${post.id}/like`, customer);
      expect(like.statusCode).toBe(200);
      expect(like.json()).toEqual({ liked: true, likeCount: 1 });
      expect(((await get(`/api/posts/${post.id}`, customer)).json() as { post: Post }).post).toMatchObject({
        likeCount: 1,
        isLikedByCurrentUser: true,
      });
      expect(((await get(`/api/posts/${post.id}`, other)).json() as { post: Post }).post.isLikedByCurrentUser).toBe(
        false,
      );
      expect(((await get(`/api/posts/${post.id}`)).json() as { post: Post }).post.isLikedByCurrentUser).toBe(false);

      const liked = (await get(`/api/posts/user/${customer.id}/liked`)).json() as PostPage;
      expect(liked.posts.map((p) => p.id)).toContain(post.id);

      const unlike = await send('POST', `/api/posts/${post.id}/like`, customer);
      expect(unlike.json()).toEqual({ liked: false, likeCount: 0 });
      const after = (await get(`/api/posts/user/${customer.id}/liked`)).json() as PostPage;
      expect(after.posts.map((p) => p.id)).not.toContain(post.id);
    });

    it('answers 401 signed out and 404 for an unknown post or user', async () => {
      const post = await createOk(business, { content: 'Yetki' });
      expect((await send('POST', `/api/posts/${post.id}/like`, null)).statusCode).toBe(401);
      expect((await send('POST', '/api/posts/yok/like', customer)).statusCode).toBe(404);
      expect((await get('/api/posts/user/yok/liked')).statusCode).toBe(404);
    });

    it.runIf(onPostgres)('keeps likeCount exact when many users like at the same moment (PostgreSQL)', async () => {
      const post = await createOk(business, { content: 'Herkes beğensin' });
      const likers = await Promise.all(Array.from({ length: 30 }, () => actor()));
      const results = await Promise.all(likers.map((u) => send('POST', `/api/posts/${post.id}/like`, u)));
      expect(results.map((r) => r.statusCode)).toEqual(likers.map(() => 200));
      const counts = results.map((r) => (r.json() as { likeCount: number }).likeCount).sort((a, b) => a - b);
      // Every toggle saw a distinct count: none was lost.
      expect(counts).toEqual(likers.map((_, i) => i + 1));
      expect(((await get(`/api/posts/${post.id}`)).json() as { post: Post }).post.likeCount).toBe(30);

      // Half take it back while the other half's second toggle races with the first half's.
      const again = await Promise.all(likers.slice(0, 15).map((u) => send('POST', `/api/posts/${post.id}/like`, u)));
      expect(again.every((r) => (r.json() as { liked: boolean }).liked === false)).toBe(true);
      const rows = await t.app.database.db.select().from(postLikes).where(eq(postLikes.postId, post.id));
      expect(rows).toHaveLength(15);
      expect(((await get(`/api/posts/${post.id}`)).json() as { post: Post }).post.likeCount).toBe(15);
    });

    it.runIf(onPostgres)(
      "one user's simultaneous toggles never leave two likes or a wrong count (PostgreSQL)",
      async () => {
        const post = await createOk(business, { content: 'Çift tıklama' });
        const results = await Promise.all(
          Array.from({ length: 7 }, () => send('POST', `/api/posts/${post.id}/like`, customer)),
        );
        expect(results.every((r) => r.statusCode === 200)).toBe(true);
        const rows = await t.app.database.db.select().from(postLikes).where(eq(postLikes.postId, post.id));
        const { likeCount } = ((await get(`/api/posts/${post.id}`)).json() as { post: Post }).post;
        expect(rows.length).toBeLessThanOrEqual(1);
        expect(likeCount).toBe(rows.length);
      },
    );
  });

  describe('comments', () => {
    it('adds comments and replies, counts them, lists 20 per page oldest first', async () => {
      const post = await createOk(business, { content: 'Yorumlu gönderi' });
      const first = await send('POST', `/api/posts/${post.id}/comments`, customer, { content: '  İlk yorum  ' });
      expect(first.statusCode, first.body).toBe(201);
      const { comment, commentCount } = first.json() as { comment: Comment; commentCount: number };
      expect(comment).toMatchObject({ content: 'İlk yorum', parentCommentId: null, authorId: { _id: customer.id } });
      expect(commentCount).toBe(1);

      const reply = await send('POST', `/api/posts/${post.id}/comments`, business, {
        content: 'Teşekkürler',
        parentCommentId: comment.id,
      });
      const replyComment = (reply.json() as { comment: Comment }).comment;
      expect(replyComment.parentCommentId).toBe(comment.id);
      // A reply to a reply joins the same thread.
      const nested = await send('POST', `/api/posts/${post.id}/comments`, customer, {
        content: 'Rica ederim',
        parentCommentId: replyComment.id,
      });
      expect((nested.json() as { comment: Comment }).comment.parentCommentId).toBe(comment.id);

      for (let i = 0; i < 20; i++)
        await send('POST', `/api/posts/${post.id}/comments`, other, { content: `Yorum ${i}` });
      const page1 = (await get(`/api/posts/${post.id}/comments`)).json() as CommentPage;
      expect(page1.comments).toHaveLength(20);
      expect(page1.comments[0]!.content).toBe('İlk yorum');
      expect(page1.pagination).toEqual({ page: 1, limit: 20, total: 23, pages: 2 });
      const page2 = (await get(`/api/posts/${post.id}/comments?page=2`)).json() as CommentPage;
      expect(page2.comments.map((c) => c.content)).toEqual(['Yorum 17', 'Yorum 18', 'Yorum 19']);
      expect(((await get(`/api/posts/${post.id}`)).json() as { post: Post }).post.commentCount).toBe(23);
    });

    it('validates comments in Turkish and refuses a parent from another post', async () => {
      const post = await createOk(business, { content: 'Doğrulama' });
      const elsewhere = await createOk(business, { content: 'Başka gönderi' });
      const parent = (
        (await send('POST', `/api/posts/${elsewhere.id}/comments`, customer, { content: 'Orada' })).json() as {
          comment: Comment;
        }
      ).comment;
      const cases: [unknown, number, string][] = [
        [{ content: '   ' }, 400, 'Yorum boş olamaz.'],
        [{ content: 'a'.repeat(501) }, 400, 'Yorum en fazla 500 karakter olabilir.'],
        [{ content: 'Yanıt', parentCommentId: parent.id }, 404, 'Yanıtlanan yorum bu gönderide bulunamadı.'],
      ];
      for (const [payload, status, message] of cases) {
        const res = await send('POST', `/api/posts/${post.id}/comments`, customer, payload);
        expect(res.statusCode).toBe(status);
        expect(res.json()).toMatchObject({ message });
      }
      expect((await send('POST', `/api/posts/${post.id}/comments`, null, { content: 'x' })).statusCode).toBe(401);
      expect((await send('POST', '/api/posts/yok/comments', customer, { content: 'x' })).statusCode).toBe(404);
      expect((await get('/api/posts/yok/comments')).statusCode).toBe(404);
    });

    it('only the author edits or deletes a comment; deleting takes its replies and the count never goes below 0', async () => {
      const post = await createOk(business, { content: 'Sayaç' });
      const { comment } = (
        await send('POST', `/api/posts/${post.id}/comments`, customer, { content: 'Ana yorum' })
      ).json() as { comment: Comment };
      await send('POST', `/api/posts/${post.id}/comments`, other, { content: 'Yanıt', parentCommentId: comment.id });

      expect((await send('PUT', `/api/posts/comments/${comment.id}`, other, { content: 'Değişti' })).statusCode).toBe(
        403,
      );
      expect((await send('DELETE', `/api/posts/comments/${comment.id}`, other)).statusCode).toBe(403);
      expect((await send('DELETE', `/api/posts/comments/${comment.id}`, null)).statusCode).toBe(401);
      const edited = await send('PUT', `/api/posts/comments/${comment.id}`, customer, { content: 'Düzeltilmiş' });
      expect(edited.statusCode).toBe(200);
      expect((edited.json() as { comment: Comment }).comment.content).toBe('Düzeltilmiş');

      // A counter that drifted (an older bug, a manual fix) still never shows below 0.
      await t.app.database.db.update(posts).set({ commentCount: 1 }).where(eq(posts.id, post.id));
      const removed = await send('DELETE', `/api/posts/comments/${comment.id}`, customer);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ commentCount: 0 });
      const page = (await get(`/api/posts/${post.id}/comments`)).json() as CommentPage;
      expect(page.comments).toHaveLength(0);
      expect((await send('DELETE', `/api/posts/comments/${comment.id}`, customer)).statusCode).toBe(404);
    });

    it.runIf(onPostgres)('counts comments exactly when many are written and deleted at once (PostgreSQL)', async () => {
      const post = await createOk(business, { content: 'Yoğun yorum' });
      const writers = await Promise.all(Array.from({ length: 12 }, () => actor()));
      const written = await Promise.all(
        writers.map((w, i) => send('POST', `/api/posts/${post.id}/comments`, w, { content: `Eşzamanlı ${i}` })),
      );
      const ids = written.map((r) => (r.json() as { comment: Comment }).comment.id);
      await Promise.all(writers.slice(0, 5).map((w, i) => send('DELETE', `/api/posts/comments/${ids[i]}`, w)));
      expect(((await get(`/api/posts/${post.id}`)).json() as { post: Post }).post.commentCount).toBe(7);
    });
  });

  describe('shared pages (PAGE_CACHE_MS)', () => {
    const cached = useTestApp({ PAGE_CACHE_MS: '60000' });

    const read = async (url: string, who?: Actor) => {
      const res = await cached.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as PostPage;
    };
    const write = async (method: 'POST' | 'DELETE', url: string, who: Actor, payload?: Record<string, unknown>) => {
      const res = await cached.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res;
    };
    const contents = (page: PostPage) => page.posts.map((p) => p.content);

    it('shows an author their new post at once; other readers get the shared page for PAGE_CACHE_MS', async () => {
      const author = await actor({}, cached.app);
      const reader = await actor({}, cached.app);
      const url = '/api/posts?tag=sadecebutestte';
      expect(contents(await read(url))).toEqual([]);
      expect(contents(await read(url, reader))).toEqual([]);
      await write('POST', '/api/posts', author, {
        content: 'Egzoz değişimi',
        type: 'repair',
        tags: ['sadecebutestte'],
      });
      expect(contents(await read(url, author))).toEqual(['Egzoz değişimi']);
      // The shared page is the one built a moment ago, for as long as PAGE_CACHE_MS allows.
      expect(contents(await read(url))).toEqual([]);
      expect(contents(await read(url, reader))).toEqual([]);
      expect(contents(await read(`${url}&type=repair`, reader))).toEqual(['Egzoz değişimi']);
    });

    it("marks each signed-in reader's own likes on the shared page, exactly as a page built for them", async () => {
      const author = await actor({}, cached.app);
      const [ayse, zeynep, mehmet] = await Promise.all([
        actor({ firstName: 'Ayşe' }, cached.app),
        actor({ firstName: 'Zeynep' }, cached.app),
        actor({ firstName: 'Mehmet' }, cached.app),
      ]);
      const tag = 'paylasilansayfa';
      const ids: string[] = [];
      for (const content of ['Fren balatası', 'Fren hidroliği', 'Fren diski']) {
        const res = await write('POST', '/api/posts', author, { content, tags: [tag] });
        ids.push((res.json() as { post: Post }).post.id);
      }
      const [balata, hidrolik, disk] = ids as [string, string, string];
      const list = `/api/posts?tag=${tag}`;
      const search = `/api/posts/search?q=${encodeURIComponent('fren')}&tag=${tag}`;
      // Signed out first: both pages are built and kept, nobody's like in them.
      for (const url of [list, search]) expect((await read(url)).posts.map((p) => p.likeCount)).toEqual([0, 0, 0]);

      await write('POST', `/api/posts/${disk}/like`, ayse);
      await write('POST', `/api/posts/${balata}/like`, ayse);
      await write('POST', `/api/posts/${hidrolik}/like`, zeynep);
      await write('POST', `/api/posts/${disk}/comments`, zeynep, { content: 'Hangi marka?' });

      const flags = (page: PostPage) => page.posts.map((p) => [p.content, p.isLikedByCurrentUser, p.likeCount]);
      for (const url of [list, search]) {
        // Readers asking at the same moment each get their own likes, never another's.
        const [forAyse, forZeynep, forMehmet, signedOut] = await Promise.all([
          read(url, ayse),
          read(url, zeynep),
          read(url, mehmet),
          read(url),
        ]);
        expect(flags(forAyse)).toEqual([
          ['Fren diski', true, 1],
          ['Fren hidroliği', false, 1],
          ['Fren balatası', true, 1],
        ]);
        expect(flags(forZeynep)).toEqual([
          ['Fren diski', false, 1],
          ['Fren hidroliği', true, 1],
          ['Fren balatası', false, 1],
        ]);
        expect(flags(forMehmet)).toEqual([
          ['Fren diski', false, 1],
          ['Fren hidroliği', false, 1],
          ['Fren balatası', false, 1],
        ]);
        // The shared page itself is untouched: still the one built before the likes, with nobody's marks.
        expect(flags(signedOut)).toEqual([
          ['Fren diski', false, 0],
          ['Fren hidroliği', false, 0],
          ['Fren balatası', false, 0],
        ]);
        expect(forMehmet.posts.map((p) => p.commentCount)).toEqual([1, 0, 0]);
        expect(signedOut.posts.map((p) => p.commentCount)).toEqual([0, 0, 0]);
        // Every post as a page built for the reader alone shows it (GET /posts/{id} is never shared).
        for (const [who, page] of [
          [ayse, forAyse],
          [zeynep, forZeynep],
        ] as const) {
          for (const post of page.posts) {
            const own = await cached.app.inject({ method: 'GET', url: `/api/posts/${post.id}`, headers: who.auth });
            expect(postSchema.strict().parse(post)).toEqual((own.json() as { post: Post }).post);
          }
          expect(page.pagination).toEqual(signedOut.pagination);
          expect(page.nextCursor).toEqual(signedOut.nextCursor);
        }
      }

      // A like taken back shows on the reader's next page at once; a post deleted since the page was built is left out.
      await write('POST', `/api/posts/${disk}/like`, ayse);
      await write('DELETE', `/api/posts/${hidrolik}`, author);
      expect(flags(await read(list, ayse))).toEqual([
        ['Fren diski', false, 0],
        ['Fren balatası', true, 1],
      ]);
      expect(contents(await read(list))).toEqual(['Fren diski', 'Fren hidroliği', 'Fren balatası']);
    });
  });
});
