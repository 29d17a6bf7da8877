import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessRow, createActor } from '../../test/actors.js';
import { beforeTests } from '../../test/before-tests.js';
import { dayFromToday, setHours } from '../../test/hours.fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { products } from '../products/products.table.js';
import { SITEMAP_BUSINESSES_PER_FILE } from './seo.service.js';

/** What a crawler that runs no JavaScript reads from the first HTML response. */
function headOf(html: string) {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  const robots = /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  const og = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
  return { title, canonical, description, robots, jsonLd, og, titles: html.match(/<title>/g)?.length ?? 0 };
}

describe('search-engine presence', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://www.otousta.example' });
  const business = beforeTests(() =>
    createActor(t.app, businessRow('Yıldız & Oğulları <Oto>', { phone: '+905321112233', photos: ['/uploads/a.webp'] })),
  );
  const hiddenBusiness = beforeTests(() => createActor(t.app, businessRow('Gizli Servis')));
  const productId = uuidv7();
  const passiveId = uuidv7();
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'otousta.example' } });

  beforeAll(async () => {
    const product = {
      sellerId: business.id,
      name: 'Bosch Ön Fren Balatası',
      description: 'Fiat Egea için ön fren balata takımı, sessiz çalışma.',
      brand: 'Bosch',
      category: 'fren',
      condition: 'new' as const,
      priceKurus: 124_950,
      stock: 8,
      photos: ['/uploads/balata.webp'],
    };
    await t.app.database.db.insert(products).values([
      { id: productId, ...product },
      { id: passiveId, ...product, name: 'Satıştan kalkmış parça', status: 'inactive' as const },
    ]);
    const admin = await createActor(t.app, { role: 'admin' });
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { targetType: 'business', targetId: hiddenBusiness.id, reason: 'spam' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${filed.json().report.id}/hide`,
      headers: admin.auth,
    });
  });

  it('answers a business profile with its title, canonical link, share tags and LocalBusiness JSON-LD in the HTML', async () => {
    const res = await get(`/isletme/${business.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const head = headOf(res.body);
    expect(head.titles).toBe(1);
    expect(head.title).toBe('Yıldız &amp; Oğulları &lt;Oto&gt; - OtoUsta');
    expect(head.canonical).toBe(`https://www.otousta.example/isletme/${business.id}`);
    expect(head.description).toContain('Periyodik bakım, fren ve elektrik işleri');
    expect(head.robots).toBe('index, follow');
    expect(head.og('og:title')).toBe('Yıldız &amp; Oğulları &lt;Oto&gt; - OtoUsta');
    expect(head.og('og:image')).toBe('https://www.otousta.example/uploads/a.webp');
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'AutoRepair',
        name: 'Yıldız & Oğulları <Oto>',
        telephone: '+905321112233',
        url: `https://www.otousta.example/isletme/${business.id}`,
        address: expect.objectContaining({ addressRegion: 'İzmir', addressCountry: 'TR' }),
        geo: { '@type': 'GeoCoordinates', latitude: 38.4237, longitude: 27.1428 },
      }),
      expect.objectContaining({ '@type': 'BreadcrumbList' }),
    ]);
    // A '<' in the data can never end the script element early.
    expect(res.body).not.toContain('<Oto>');
    // The header photo starts downloading with the page, not after the scripts have run.
    expect(res.body).toContain('<link rel="preload" as="image" href="/uploads/a.webp" fetchpriority="high" />');
  });

  it("carries the business's opening hours in its JSON-LD: the week, then the coming special days", async () => {
    const open = await createActor(t.app, businessRow('Saatli Oto Servis'));
    const [bayram, saturday] = [dayFromToday(3), dayFromToday(5)];
    await setHours(t.app, open, {
      weekly: [
        ...[1, 2, 3, 4, 5].flatMap((day) => [
          { day, opens: '09:00', closes: '12:30' },
          { day, opens: '13:30', closes: '19:00' },
        ]),
        { day: 6, opens: '10:00', closes: '24:00' },
      ],
      exceptions: [
        { date: bayram, label: 'Bayram', ranges: [] },
        { date: saturday, label: 'Kampanya', ranges: [{ opens: '08:00', closes: '14:00' }] },
      ],
    });
    const [ld] = headOf((await get(`/isletme/${open.id}`)).body).jsonLd;
    const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`);
    const spec = (fields: Record<string, unknown>) => ({ '@type': 'OpeningHoursSpecification', ...fields });
    expect(ld!.openingHoursSpecification).toEqual([
      spec({ dayOfWeek: weekdays, opens: '09:00', closes: '12:30' }),
      spec({ dayOfWeek: weekdays, opens: '13:30', closes: '19:00' }),
      // Open to midnight: schema.org times end at 23:59.
      spec({ dayOfWeek: ['https://schema.org/Saturday'], opens: '10:00', closes: '23:59' }),
      // Closed on the bayram: opens and closes at 00:00, as search engines read a closed day.
      spec({ validFrom: bayram, validThrough: bayram, opens: '00:00', closes: '00:00' }),
      spec({ validFrom: saturday, validThrough: saturday, opens: '08:00', closes: '14:00' }),
    ]);
    // A business without hours claims none.
    expect(headOf((await get(`/isletme/${business.id}`)).body).jsonLd[0]).not.toHaveProperty(
      'openingHoursSpecification',
    );
  });

  it('answers a product page with its title, canonical link and Product JSON-LD in the HTML', async () => {
    const head = headOf((await get(`/urun/${productId}`)).body);
    expect(head.title).toBe('Bosch Ön Fren Balatası - OtoUsta');
    expect(head.canonical).toBe(`https://www.otousta.example/urun/${productId}`);
    expect(head.og('og:type')).toBe('product');
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Product',
        name: 'Bosch Ön Fren Balatası',
        brand: { '@type': 'Brand', name: 'Bosch' },
        image: ['https://www.otousta.example/uploads/balata.webp'],
        offers: expect.objectContaining({
          priceCurrency: 'TRY',
          price: '1249.50',
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/NewCondition',
        }),
      }),
    ]);
    // A passive product is not on sale: no structured data, kept out of search results.
    const passive = headOf((await get(`/urun/${passiveId}`)).body);
    expect(passive.jsonLd).toEqual([]);
    expect(passive.robots).toBe('noindex, nofollow');
  });

  it('answers 404 for a product page whose product does not exist, and 200 for one taken off sale', async () => {
    const unknown = await get(`/urun/${uuidv7()}`);
    expect(unknown.statusCode).toBe(404);
    expect(headOf(unknown.body).robots).toBe('noindex, nofollow');
    expect((await get('/urun/yok-boyle-bir-urun')).statusCode).toBe(404);
    expect((await get(`/urun/${passiveId}`)).statusCode).toBe(200);
    expect((await get(`/urun/${productId}`)).statusCode).toBe(200);
  });

  it('gives static pages their own title, description and canonical, and the home page the default site title', async () => {
    const about = headOf((await get('/hakkimizda')).body);
    expect(about.title).toBe('Hakkımızda - OtoUsta');
    expect(about.canonical).toBe('https://www.otousta.example/hakkimizda');
    expect(about.description).toMatch(/misyonu/);
    const home = headOf((await get('/?page=1&limit=12')).body);
    expect(home.title).toBe("OtoUsta - Türkiye'nin En Güvenilir Otomotiv Hizmet Platformu");
    expect(home.canonical).toBe('https://www.otousta.example/');
    expect(home.jsonLd[0]).toMatchObject({ '@type': 'WebSite', name: 'OtoUsta' });
    expect(headOf((await get('/gizlilik')).body).title).toBe('Gizlilik ve KVKK - OtoUsta');
  });

  it('keeps private, unknown and hidden pages out of search results', async () => {
    expect(headOf((await get('/mesajlar')).body).robots).toBe('noindex, nofollow');
    expect(headOf((await get('/boyle-bir-sayfa-yok')).body).robots).toBe('noindex, nofollow');
    const hidden = headOf((await get(`/isletme/${hiddenBusiness.id}`)).body);
    expect(hidden.robots).toBe('noindex, nofollow');
    expect(hidden.jsonLd).toEqual([]);
  });

  it('lists static pages and public businesses in the sitemap files, never hidden or private ones', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain('<sitemapindex');
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(files).toEqual(['/sitemap-sayfalar.xml', '/sitemap-sehirler.xml', '/sitemap-isletmeler-1.xml']);
    const locs: string[] = [];
    for (const file of files) {
      const res = await get(file);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/xml');
      locs.push(...[...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
    }
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://www.otousta.example/',
        'https://www.otousta.example/hakkimizda',
        'https://www.otousta.example/iletisim',
        'https://www.otousta.example/gizlilik',
        `https://www.otousta.example/isletme/${business.id}`,
        `https://www.otousta.example/urun/${productId}`,
        // Every province's page, and a city+sector page where a business of that sector is listed.
        'https://www.otousta.example/izmir',
        'https://www.otousta.example/hakkari',
        'https://www.otousta.example/izmir/genel-bakim',
      ]),
    );
    // A sector with no business in a city has no page worth listing.
    expect(locs).not.toContain('https://www.otousta.example/hakkari/genel-bakim');
    expect(locs).not.toContain('https://www.otousta.example/izmir/lastik');
    expect(locs).not.toContain(`https://www.otousta.example/urun/${passiveId}`);
    expect(locs).not.toContain(`https://www.otousta.example/isletme/${hiddenBusiness.id}`);
    expect(locs).not.toContain('https://www.otousta.example/mesajlar');
    // Signing in or up is nothing a search result should lead to.
    expect(locs).not.toContain('https://www.otousta.example/giris-yap');
    expect(locs).not.toContain('https://www.otousta.example/kayit-ol');
  });

  it('answers a city page and a city+sector page with their own title, canonical, breadcrumb and the businesses they list', async () => {
    const city = await get('/izmir');
    expect(city.statusCode).toBe(200);
    const cityHead = headOf(city.body);
    expect(cityHead.title).toBe('İzmir Oto Servisleri ve Ustaları - OtoUsta');
    expect(cityHead.canonical).toBe('https://www.otousta.example/izmir');
    expect(cityHead.description).toContain('İzmir ilindeki');
    expect(cityHead.robots).toBe('index, follow');
    const listed = (jsonLd: Record<string, unknown>[]) =>
      ((jsonLd.find((d) => d['@type'] === 'ItemList')?.itemListElement ?? []) as { url: string }[]).map((i) => i.url);
    // Other tests of this file add businesses of their own to İzmir; a hidden one is never listed.
    expect(listed(cityHead.jsonLd)).toContain(`https://www.otousta.example/isletme/${business.id}`);
    expect(listed(cityHead.jsonLd)).not.toContain(`https://www.otousta.example/isletme/${hiddenBusiness.id}`);
    expect(cityHead.jsonLd.find((d) => d['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Ana Sayfa', item: 'https://www.otousta.example/' },
        { position: 2, name: 'İzmir', item: 'https://www.otousta.example/izmir' },
      ],
    });

    const sector = headOf((await get('/izmir/genel-bakim/')).body);
    expect(sector.title).toBe('İzmir Genel Bakım İşletmeleri - OtoUsta');
    expect(sector.canonical).toBe('https://www.otousta.example/izmir/genel-bakim');
    expect(listed(sector.jsonLd)).toContain(`https://www.otousta.example/isletme/${business.id}`);
    expect(listed(sector.jsonLd)).not.toContain(`https://www.otousta.example/isletme/${hiddenBusiness.id}`);
    expect(sector.jsonLd.find((d) => d['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ name: 'Ana Sayfa' }, { name: 'İzmir' }, { name: 'Genel Bakım', position: 3 }],
    });
    // Another sector of the same city lists nobody: the hidden business never shows.
    expect(listed(headOf((await get('/izmir/lastik')).body).jsonLd)).toEqual([]);
    expect(listed(headOf((await get('/ankara')).body).jsonLd)).toEqual([]);
  });

  it("gives a business page a breadcrumb to its city's and sector's pages", async () => {
    const head = headOf((await get(`/isletme/${business.id}`)).body);
    expect(head.jsonLd.find((d) => d['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { name: 'Ana Sayfa' },
        { name: 'İzmir', item: 'https://www.otousta.example/izmir' },
        { name: 'Genel Bakım', item: 'https://www.otousta.example/izmir/genel-bakim' },
        { name: 'Yıldız & Oğulları <Oto>', item: `https://www.otousta.example/isletme/${business.id}` },
      ],
    });
  });

  it("answers 404 for a path that is no page, an unknown city's sector and a business nobody may see", async () => {
    for (const path of [
      '/boyle-bir-sayfa-yok',
      '/izmir/olmayan-sektor',
      '/izmir/lastik/fazla',
      '/isletme/yok-boyle-biri',
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(headOf(res.body).robots).toBe('noindex, nofollow');
      expect(headOf(res.body).title).toBe('Sayfa Bulunamadı - OtoUsta');
    }
    expect((await get(`/isletme/${hiddenBusiness.id}`)).statusCode).toBe(404);
  });

  it("keeps the app's own pages, whatever their shape, at 200", async () => {
    const pages = ['/', '/akis', '/profilim', '/bildirimler', '/bildirimler/abonelik', '/cekici-hizmetleri'];
    for (const path of [...pages, '/edit-product/abc', `/urun/${passiveId}`, '/register?x=1', '/mesajlar/']) {
      expect((await get(path)).statusCode, path).toBe(200);
    }
  });

  it('serves robots.txt pointing at the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: https://www.otousta.example/sitemap.xml');
  });

  it('still answers unknown API paths and missing files with 404', async () => {
    expect((await get('/api/yok')).statusCode).toBe(404);
    expect((await get('/assets/yok.js')).statusCode).toBe(404);
  });
});

describe('sitemap of a large marketplace', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://www.otousta.example' });
  const total = SITEMAP_BUSINESSES_PER_FILE + 5_001;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'otousta.example' } });
  const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

  beforeAll(async () => {
    // Rows made by the database itself: only what the sitemap reads.
    await t.app.database.db.execute(sql`
      insert into users (id, email, phone, password_hash, first_name, last_name, city, user_type)
      select 'isletme-' || lpad(g::text, 6, '0'), 'isletme' || g || '@example.com', '+90' || (5300000000 + g), 'x',
             'Usta', 'Oto', 'adana', 'isletme'
        from generate_series(1, ${total}) as g`);
  }, 120_000);

  it('splits more than 50,000 businesses into files under 50,000 URLs each, leaving none out', async () => {
    const index = await get('/sitemap.xml');
    const files = locsOf(index.body).map((loc) => new URL(loc).pathname);
    expect(files).toEqual([
      '/sitemap-sayfalar.xml',
      '/sitemap-sehirler.xml',
      '/sitemap-isletmeler-1.xml',
      '/sitemap-isletmeler-2.xml',
    ]);
    const seen = new Set<string>();
    for (const file of files.slice(2)) {
      const locs = locsOf((await get(file)).body);
      expect(locs.length).toBeLessThan(50_000);
      for (const loc of locs) seen.add(loc);
    }
    expect(seen.size).toBe(total);
    expect(seen).toContain('https://www.otousta.example/isletme/isletme-000001');
    expect(seen).toContain(`https://www.otousta.example/isletme/isletme-${String(total).padStart(6, '0')}`);
  }, 60_000);

  it('answers 404 for a business file past the last one, and a Turkish 400 for a file that cannot exist', async () => {
    expect((await get('/sitemap-isletmeler-3.xml')).statusCode).toBe(404);
    for (const file of ['0', 'abc', '-1']) {
      const res = await get(`/sitemap-isletmeler-${file}.xml`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    }
  });
});
