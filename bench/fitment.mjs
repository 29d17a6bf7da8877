// `npm run bench fitment`: the catalogue's 'Aracıma uyanlar' filter (GET /api/products?fits={vehicleId}) and the OEM
// search (oem=) under load with autocannon, on PostgreSQL (DATABASE_URL) with 100,000 products on sale and two
// fitment rows and one OEM number each. The data lives in its own schema (BENCH_SCHEMA, default bench_fitment) of the
// DATABASE_URL database and is kept between runs; the server runs the built app on that schema.
//
// Variables: FITMENT_PRODUCTS (100000), BENCH_DURATION seconds per scenario (10), BENCH_CONNECTIONS (50),
// BENCH_SCHEMA (bench_fitment).
import { cannon } from './measure.mjs';
import { startServer } from './server.mjs';

const PRODUCTS = Number(process.env.FITMENT_PRODUCTS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SCHEMA = process.env.BENCH_SCHEMA ?? 'bench_fitment';
const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) {
  console.log('DATABASE_URL yok: bu ölçüm PostgreSQL içindir, atlandı.');
  process.exit(0);
}

// 20 car brands × 5 models; a product fits one model of a brand over a year range, and every model of another brand.
const brands = [
  'fiat',
  'renault',
  'volkswagen',
  'ford',
  'toyota',
  'hyundai',
  'opel',
  'peugeot',
  'citroen',
  'honda',
  'dacia',
  'skoda',
  'bmw',
  'mercedes-benz',
  'audi',
  'nissan',
  'kia',
  'seat',
  'volvo',
  'mazda',
];
const models = ['egea', 'model-b', 'model-c', 'model-d', 'model-e'];

async function call(url, path, init = {}) {
  const headers = { 'content-type': 'application/json', ...(init.headers ?? {}) };
  const response = await fetch(`${url}/api${path}`, { ...init, headers });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function seed(pool) {
  const { rows } = await pool.query("select count(*)::int as n from products where seller_id = 'bench-fitment-seller'");
  if (rows[0].n >= PRODUCTS) return;
  console.log(`${PRODUCTS} ürün ve uyumluluk satırları yükleniyor…`);
  await pool.query(`
    insert into users (id, email, phone, password_hash, first_name, last_name, city, user_type, business_name,
                       e_commerce_is_verified)
    values ('bench-fitment-seller', 'bench-fitment@example.com', '+905550000001', 'x', 'Bench', 'Satıcı', 'bursa',
            'isletme', 'Bench Parça', true)
    on conflict (id) do nothing`);
  await pool.query(`
    insert into products (id, seller_id, name, description, brand, category, condition, price_kurus, stock,
                          review_count, sales_count, search_text)
    select 'bench-p-' || i, 'bench-fitment-seller', 'Parça ' || i, 'Bench ürünü', 'Bosch', 'fren', 'new',
           1000 + i % 50000, 10, i % 97, i % 13, 'parca ' || i
    from generate_series(1, ${PRODUCTS}) as i
    on conflict (id) do nothing`);
  await pool.query(
    `insert into product_fitments (product_id, position, vehicle_type, brand, model, model_key, year_from, year_to)
     select 'bench-p-' || i, 0, 'araba', ($1::text[])[1 + i % 20], ($2::text[])[1 + (i / 20) % 5],
            ($2::text[])[1 + (i / 20) % 5], 2005 + i % 12, 2012 + i % 12
     from generate_series(1, ${PRODUCTS}) as i
     union all
     select 'bench-p-' || i, 1, 'araba', ($1::text[])[1 + (i * 7) % 20], '', '', null, null
     from generate_series(1, ${PRODUCTS}) as i
     on conflict do nothing`,
    [brands, models],
  );
  // What the fitment module keeps on each product with its rows (migration 0027 fills it the same way).
  await pool.query(`
    update products set fit_models = fitted.models
    from (select product_id, array_agg(distinct vehicle_type || '|' || brand || '|' || model_key) as models
          from product_fitments where product_id like 'bench-p-%' group by product_id) as fitted
    where products.id = fitted.product_id`);
  await pool.query(`
    insert into product_oem_numbers (product_id, oem)
    select 'bench-p-' || i, 'OEM' || lpad(i::text, 7, '0') from generate_series(1, ${PRODUCTS}) as i
    on conflict do nothing`);
}

const { default: pg } = await import('pg');
const admin = new pg.Pool({ connectionString: DATABASE_URL, max: 1 });
await admin.query(`create schema if not exists "${SCHEMA}"`);
await admin.end();

const server = await startServer({ DATABASE_URL, DATABASE_SCHEMA: SCHEMA, PAGE_CACHE_MS: '0' });
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2, options: `-c search_path=${SCHEMA}` });
try {
  await seed(pool);
  // What autovacuum leaves a settled table with: fresh statistics, and a visibility map that lets a walk read the
  // order's index without the table (the benchmark's PostgreSQL may have autovacuum off).
  await pool.query('vacuum analyze products, product_fitments, product_oem_numbers, users');
  // A driver with a Fiat Egea 2015, through the API as a user adds one.
  const email = `bench-surucu-${Date.now()}@example.com`;
  const form = new FormData();
  form.append(
    'userData',
    JSON.stringify({
      firstName: 'Bench',
      lastName: 'Sürücü',
      email,
      phone: `+90555${String(Date.now()).slice(-7)}`,
      password: 'bench-sifre-1',
      city: 'bursa',
      birthDate: '1990-01-01',
      userType: 'musteri',
      kvkkAccepted: true,
    }),
  );
  const registered = await fetch(`${server.url}/api/users/register-with-photos`, { method: 'POST', body: form });
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const login = await call(server.url, '/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password: 'bench-sifre-1' }),
  });
  const auth = { authorization: `Bearer ${login.access_token}` };
  const { vehicle } = await call(server.url, '/vehicles', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ plate: '16 BEN 42', vehicleType: 'araba', brand: 'fiat', model: 'Egea', year: 2015 }),
  });

  const scenarios = [
    { name: 'no filter (baseline)', query: 'limit=12', headers: {} },
    { name: 'fits=vehicle, popular', query: `fits=${vehicle.id}&limit=12`, headers: auth },
    {
      name: 'fits=vehicle, price-low, page 5',
      query: `fits=${vehicle.id}&sort=price-low&page=5&limit=12`,
      headers: auth,
    },
    { name: 'fits=vehicle + q', query: `fits=${vehicle.id}&q=parca&limit=12`, headers: auth },
    { name: 'oem=OEM0012345', query: 'oem=OEM-001-2345&limit=12', headers: {} },
  ];
  console.log('\n| scenario | matches | req/s | p50 ms | p99 ms |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const s of scenarios) {
    const url = `${server.url}/api/products?${s.query}`;
    const first = await call(server.url, `/products?${s.query}`, { headers: s.headers });
    await cannon(url, { headers: s.headers, connections: CONNECTIONS, duration: 2 }); // warm-up
    const r = await cannon(url, { headers: s.headers, connections: CONNECTIONS, duration: DURATION });
    console.log(
      `| ${s.name} | ${first.pagination.total.toLocaleString('en')} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} |`,
    );
  }
} finally {
  await pool.end();
  await server.stop();
}
