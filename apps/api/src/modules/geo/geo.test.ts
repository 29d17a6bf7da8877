import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cities } from '@otousta/shared/options/cities';
import type { Place } from '@otousta/shared/schemas/geo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useTestApp } from '../../test/test-app.js';
import data from './gazetteer.json' with { type: 'json' };
import { findDistrict, TURKEY_BOUNDS } from './geo.service.js';

describe('gazetteer data', () => {
  const rows = data.districts as [number, string, number, number][];

  it('holds every district of all 81 provinces inside Turkey', () => {
    expect(rows.length).toBeGreaterThanOrEqual(970);
    const plates = new Set(rows.map((r) => r[0]));
    expect([...plates].sort((a, b) => a - b)).toEqual(cities.map((c) => c.plate).sort((a, b) => a - b));
    const b = TURKEY_BOUNDS;
    for (const [, name, lat, lng] of rows) {
      expect(lat > b.south && lat < b.north && lng > b.west && lng < b.east, name).toBe(true);
    }
    const keys = rows.map((r) => `${r[0]}/${r[1]}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('finds a district of a province by its name however it is written, and not in another province', () => {
    const kadikoy = findDistrict('istanbul', 'Kadıköy');
    expect(kadikoy?.name).toBe('Kadıköy');
    for (const written of ['KADIKÖY', 'kadıköy', 'kadikoy', '  Kadıköy ']) {
      expect(findDistrict('istanbul', written), written).toBe(kadikoy);
    }
    expect(findDistrict('ankara', 'Kadıköy')).toBeUndefined();
  });
});

describe('place search and reverse geocoding from the offline gazetteer', () => {
  const t = useTestApp();

  const search = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/geo/search?q=${encodeURIComponent(q)}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { places: Place[] }).places;
  };

  it('finds a province first, then its districts, at most 8', async () => {
    const places = await search('ankara');
    expect(places[0]).toEqual({
      name: 'Ankara',
      province: 'Ankara',
      provinceSlug: 'ankara',
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
    expect(places.length).toBe(8);
    for (const place of places.slice(1))
      expect(place).toMatchObject({ province: 'Ankara', district: expect.any(String) });
  });

  it('finds Çankaya typed without Turkish letters', async () => {
    const [first] = await search('cankaya');
    expect(first).toMatchObject({ name: 'Çankaya', district: 'Çankaya', province: 'Ankara', provinceSlug: 'ankara' });
    expect(first!.lat).toBeCloseTo(39.92, 1);
    expect(first!.lng).toBeCloseTo(32.86, 1);
  });

  it('finds İzmir however it is cased', async () => {
    for (const q of ['IZMIR', 'İZMİR', 'Izmir', 'izmir']) {
      const [first] = await search(q);
      expect(first, q).toMatchObject({ name: 'İzmir', provinceSlug: 'izmir' });
      expect(first!.district).toBeUndefined();
    }
    expect((await search('sanliurfa'))[0]).toMatchObject({ name: 'Şanlıurfa', provinceSlug: 'sanliurfa' });
  });

  it('puts names starting with the query before names merely containing it', async () => {
    const places = await search('kar');
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(place.name.toLocaleLowerCase('tr')).toMatch(/^kar/);
  });

  it('narrows a district name by its province', async () => {
    for (const q of ['kadikoy istanbul', 'Kadıköy, İstanbul']) {
      const places = await search(q);
      expect(places[0], q).toMatchObject({ name: 'Kadıköy', province: 'İstanbul', provinceSlug: 'istanbul' });
    }
    // 'Merkez' exists in many provinces; the province word picks one.
    expect((await search('merkez afyon'))[0]).toMatchObject({ district: 'Merkez', province: 'Afyonkarahisar' });
  });

  it('answers an unknown place with an empty list and a missing or blank query with 400', async () => {
    expect(await search('qqqxxz')).toEqual([]);
    for (const url of ['/api/geo/search', '/api/geo/search?q=', '/api/geo/search?q=%20%20']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'Aramak için bir il veya ilçe adı yazın.' });
    }
  });

  it("lists a province's districts in Turkish alphabetical order, for the checkout's district choice", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/geo/districts?city=izmir' });
    expect(res.statusCode).toBe(200);
    const names = (res.json() as { districts: { name: string }[] }).districts.map((d) => d.name);
    expect(names).toContain('Karşıyaka');
    expect(names).toContain('Çiğli');
    // Ç comes after C and before D in Turkish, where a byte order would put it after Z.
    expect(names.indexOf('Çiğli')).toBeLessThan(names.indexOf('Dikili'));
    expect(names).toEqual([...names].sort(new Intl.Collator('tr').compare));
  });

  it('answers a district list for an unknown or missing province with 400 and a Turkish message', async () => {
    for (const url of ['/api/geo/districts', '/api/geo/districts?city=atlantis']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'Geçerli bir şehir seçin.' });
    }
    // A NUL is refused like in every other field of the API, before the province is looked up.
    const nul = await t.app.inject({ method: 'GET', url: '/api/geo/districts?city=%00' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'INVALID_CHARACTERS', errors: { city: expect.any(String) } });
  });

  const reverse = (lat: number | string, lng: number | string) =>
    t.app.inject({ method: 'GET', url: `/api/geo/reverse?lat=${lat}&lng=${lng}` });

  it('names the district of a point: the Kadıköy pier is in Kadıköy, Kızılay in Çankaya', async () => {
    const kadikoy = await reverse(40.9917, 29.0247);
    expect(kadikoy.statusCode).toBe(200);
    expect(kadikoy.json()).toEqual({
      address: 'Kadıköy, İstanbul',
      district: 'Kadıköy',
      province: 'İstanbul',
      provinceSlug: 'istanbul',
    });
    expect((await reverse(39.9208, 32.8541)).json()).toMatchObject({ address: 'Çankaya, Ankara' });
    expect((await reverse(38.4189, 27.1287)).json()).toMatchObject({ district: 'Konak', provinceSlug: 'izmir' });
  });

  it('refuses a point outside Turkey with a Turkish message', async () => {
    // Athens lies outside the box; Tbilisi inside it, but far from every Turkish district.
    for (const [lat, lng] of [
      [37.9838, 23.7275],
      [41.7151, 44.8271],
      [0, 0],
    ]) {
      const res = await reverse(lat!, lng!);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'OUTSIDE_TURKEY',
        message: 'Seçilen konum Türkiye sınırları dışında. Lütfen Türkiye içinde bir konum seçin.',
      });
    }
  });

  it('answers missing or malformed coordinates with 400', async () => {
    for (const url of [
      '/api/geo/reverse',
      '/api/geo/reverse?lat=39.9',
      '/api/geo/reverse?lat=abc&lng=32.8',
      '/api/geo/reverse?lat=&lng=32.8',
      '/api/geo/reverse?lat=100&lng=32.8',
      '/api/geo/reverse?lat=39.9&lng=1e3',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'Geçerli bir enlem ve boylam gönderin.' });
    }
  });
});

describe('place search through a Nominatim-compatible geocoder', () => {
  let server: Server;
  let t: TestApp;
  let mode: 'ok' | 'fail' = 'ok';
  const seen: URL[] = [];

  const answer = (req: IncomingMessage) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    seen.push(url);
    if (url.pathname === '/search') {
      return [
        {
          lat: '40.9901',
          lon: '29.0289',
          name: 'Moda',
          display_name: 'Moda, Kadıköy, İstanbul, Marmara Bölgesi, Türkiye',
          address: { suburb: 'Moda', town: 'Kadıköy', province: 'İstanbul', country_code: 'tr' },
        },
        { lat: '41.0', lon: '28.9', name: 'Nowhere', address: { country_code: 'tr' } },
      ];
    }
    if (url.searchParams.get('lat') === '39.9208') {
      return {
        lat: '39.9208',
        lon: '32.8541',
        name: 'Kızılay',
        address: { suburb: 'Kızılay', town: 'Çankaya', province: 'Ankara', country_code: 'tr' },
      };
    }
    return { error: 'Unable to geocode' };
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (mode === 'fail') {
        res.writeHead(503).end('busy');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer(req)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp({ GEOCODER_URL: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('asks the geocoder for Turkish places only and keeps results it can place in a province', async () => {
    mode = 'ok';
    const res = await t.app.inject({ method: 'GET', url: '/api/geo/search?q=moda' });
    expect(res.statusCode).toBe(200);
    expect(res.json().places).toEqual([
      { name: 'Moda', district: 'Kadıköy', province: 'İstanbul', provinceSlug: 'istanbul', lat: 40.9901, lng: 29.0289 },
    ]);
    const asked = seen.at(-1)!;
    expect(asked.pathname).toBe('/search');
    expect(asked.searchParams.get('countrycodes')).toBe('tr');
    expect(asked.searchParams.get('q')).toBe('moda');
    expect(asked.searchParams.get('accept-language')).toBe('tr');
  });

  it('reverse geocodes through the geocoder, and from the gazetteer where it knows nothing', async () => {
    mode = 'ok';
    const kizilay = await t.app.inject({ method: 'GET', url: '/api/geo/reverse?lat=39.9208&lng=32.8541' });
    expect(kizilay.json()).toEqual({
      address: 'Çankaya, Ankara',
      district: 'Çankaya',
      province: 'Ankara',
      provinceSlug: 'ankara',
    });
    const kadikoy = await t.app.inject({ method: 'GET', url: '/api/geo/reverse?lat=40.9917&lng=29.0247' });
    expect(kadikoy.json()).toMatchObject({ address: 'Kadıköy, İstanbul' });
  });

  it('falls back to the gazetteer when the geocoder fails', async () => {
    mode = 'fail';
    const res = await t.app.inject({ method: 'GET', url: '/api/geo/search?q=cankaya' });
    expect(res.statusCode).toBe(200);
    expect(res.json().places[0]).toMatchObject({ name: 'Çankaya', province: 'Ankara' });
    const reverse = await t.app.inject({ method: 'GET', url: '/api/geo/reverse?lat=40.9917&lng=29.0247' });
    expect(reverse.json()).toMatchObject({ address: 'Kadıköy, İstanbul' });
  });

  it('still refuses points outside Turkey without asking the geocoder', async () => {
    mode = 'ok';
    const before = seen.length;
    const res = await t.app.inject({ method: 'GET', url: '/api/geo/reverse?lat=37.9838&lng=23.7275' });
    expect(res.statusCode).toBe(400);
    expect(seen.length).toBe(before);
  });
});
