// `npm run bench feed`: the first feed page and a full-text search on 1,000,000 posts (issue 5: p99 under 50 ms at 50
// connections), as a signed-out reader and as a signed-in one who likes some of the posts (issue 21). Needs
// PostgreSQL: DATABASE_URL (a fresh schema is created and dropped). FEED_POSTS changes the count.
import pg from 'pg';
import { cannon } from './measure.mjs';
import { accessToken, startServer } from './server.mjs';

const POSTS = Number(process.env.FEED_POSTS ?? 1_000_000);
const AUTHORS = 1000;
const CONNECTIONS = 50;
const DURATION = Number(process.env.FEED_DURATION ?? 20);
// Every author likes one post in a hundred of the newest 20,000 (post_likes holds about 200,000 rows); the signed-in
// reader, one of them, also likes every third of those, so each of their pages carries likes to mark.
const READER = 'bench-user-7';
const LIKED_WINDOW = 20_000;

if (!process.env.DATABASE_URL) {
  console.error('feed: set DATABASE_URL to a PostgreSQL server (the benchmark writes 1,000,000 posts).');
  process.exit(2);
}

// FEED_SCHEMA reuses a schema an earlier run kept (FEED_KEEP=1), skipping the few minutes of seeding.
const reuse = process.env.FEED_SCHEMA;
const schema = reuse ?? `bench_feed_${Date.now()}`;
const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
await admin.connect();
if (!reuse) await admin.query(`create schema "${schema}"`);

// The server applies the migrations to the empty schema as it starts.
const server = await startServer({ DATABASE_SCHEMA: schema, DATABASE_POOL_MAX: '20' });
try {
  await admin.query(`set search_path to "${schema}"`);
  if (!reuse) await seed();
  async function seed() {
    const started = Date.now();
    await admin.query(
      `insert into users (id, email, phone, password_hash, first_name, last_name, city, birth_date, user_type, business_name)
     select 'bench-user-' || g, 'bench' || g || '@example.com', '+90530' || lpad(g::text, 7, '0'), 'x', 'Ad' || g,
            'Soyad', 'izmir', '1990-01-01', case when g % 3 = 0 then 'isletme' else 'musteri' end,
            case when g % 3 = 0 then 'Bench Servis ' || g end
     from generate_series(1, $1::int) g`,
      [AUTHORS],
    );
    // Thirty automotive words picked at random (repeatably): each post names three in its text and two as tags, so a
    // word is in about 10 % of posts and two given words in about 1 %; one post in 10,000 also names 'karburator'. One
    // post every 3 seconds, going back about a month.
    await admin.query('select setseed(0.42)');
    await admin.query(
      `with w as materialized (select array['egzoz','fren','balata','motor','yag','degisimi','lastik','jant','turbo','bakim','servis',
                'aku','sanziman','debriyaj','kaporta','boya','far','klima','radyator','triger','kayis','buji','filtre',
                'amortisor','rot','balans','performans','modifikasyon','satilik','tamir'] as a)
     insert into posts (id, author_id, content, type, tags, tag_keys, search_text, like_count, comment_count, created_at,
                        updated_at)
     select 'bench-post-' || lpad(g::text, 8, '0'), 'bench-user-' || (1 + g % $2::int),
            initcap(x.w1) || ' ' || x.w2 || ' ' || x.w3 || ' hakkında deneyimlerim ve önerilerim'
              || case when g % 10000 = 0 then ' karburator' else '' end,
            (array['general','repair','maintenance','modification','sale','service'])[x.t],
            array[x.w1, x.w4], array[x.w1, x.w4],
            x.w1 || ' ' || x.w2 || ' ' || x.w3 || ' hakkinda deneyimlerim ve onerilerim ' || x.w4
              || case when g % 10000 = 0 then ' karburator' else '' end,
            g % 40, g % 7, now() - make_interval(secs => g * 3), now() - make_interval(secs => g * 3)
     from generate_series(1, $1::int) g
     cross join lateral (
       select a[1 + floor(random() * 30)::int] as w1, a[1 + floor(random() * 30)::int] as w2,
              a[1 + floor(random() * 30)::int] as w3, a[1 + floor(random() * 30)::int] as w4,
              1 + floor(random() * 6)::int as t, g as keep
       from w
     ) x`,
      [POSTS, AUTHORS],
    );
    await admin.query(
      `insert into post_likes (post_id, user_id)
     select 'bench-post-' || lpad(g::text, 8, '0'), 'bench-user-' || u
     from generate_series(1, $1::int) g
     cross join lateral generate_series(100 - (g * 7) % 100, $2::int, 100) u
     union
     select 'bench-post-' || lpad(g::text, 8, '0'), $3 from generate_series(3, $1::int, 3) g`,
      [Math.min(LIKED_WINDOW, POSTS), AUTHORS, READER],
    );
    await admin.query('vacuum analyze users');
    await admin.query('vacuum analyze posts');
    await admin.query('vacuum analyze post_likes');
    console.log(`seeded ${POSTS.toLocaleString('en')} posts in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }

  const token = await accessToken(READER);
  const signedIn = { authorization: `Bearer ${token}` };
  // The reader's page must carry their likes, or the run measures something else.
  const firstPage = await (await fetch(`${server.url}/api/posts?limit=10`, { headers: signedIn })).json();
  const liked = firstPage.posts.filter((post) => post.isLikedByCurrentUser).length;
  if (!liked) throw new Error('feed: the signed-in first page shows none of the reader’s likes');
  console.log(`signed-in first page: ${liked} of ${firstPage.posts.length} posts liked by the reader`);

  const run = async (title, path, headers) => {
    const target = `${server.url}${path}`;
    await cannon(target, { headers, connections: CONNECTIONS, duration: 3 }); // warm-up
    const result = await cannon(target, { headers, connections: CONNECTIONS, duration: DURATION });
    const line = {
      benchmark: title,
      requests_per_s: Math.round(result.requests.average),
      p50_ms: result.latency.p50,
      p90_ms: result.latency.p90,
      p99_ms: result.latency.p99,
      max_ms: result.latency.max,
      errors: result.errors,
    };
    console.log(JSON.stringify(line));
    return line;
  };

  const results = [
    await run('first feed page (GET /api/posts?limit=10)', '/api/posts?limit=10'),
    await run('filtered page (GET /api/posts?type=repair&tag=egzoz)', '/api/posts?limit=10&type=repair&tag=egzoz'),
    await run('search (GET /api/posts/search?q=egzoz)', '/api/posts/search?q=egzoz&limit=10'),
    await run('search, two words (q=fren balata)', `/api/posts/search?q=${encodeURIComponent('fren balata')}&limit=10`),
    await run('search, rare word (q=karburator, 100 posts)', '/api/posts/search?q=karburator&limit=10'),
    await run('signed in: first feed page', '/api/posts?limit=10', signedIn),
    await run('signed in: filtered page', '/api/posts?limit=10&type=repair&tag=egzoz', signedIn),
    await run('signed in: search (q=egzoz)', '/api/posts/search?q=egzoz&limit=10', signedIn),
    await run(
      'signed in: search, two words (q=fren balata)',
      `/api/posts/search?q=${encodeURIComponent('fren balata')}&limit=10`,
      signedIn,
    ),
    await run('signed in: search, rare word (q=karburator)', '/api/posts/search?q=karburator&limit=10', signedIn),
  ];
  // The one statement a signed-in page adds (posts.repository.ts readerMarks): its plan must stay on the indexes.
  const plan = await admin.query(
    `explain (analyze, costs off)
     select r.recent, p.id, p.like_count, p.comment_count, l.user_id is not null as liked
     from (select exists (select 1 from posts where author_id = $1
                          and created_at > now() - make_interval(secs => 2)) as recent) r
     left join posts p on p.id = any($2::text[])
     left join post_likes l on l.post_id = p.id and l.user_id = $1`,
    [READER, firstPage.posts.map((post) => post.id)],
  );
  console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));

  const failed = results.filter((r) => r.non_2xx || r.errors);
  if (failed.length) {
    console.error('feed: some requests failed', failed);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
  if (!process.env.FEED_KEEP && !reuse) await admin.query(`drop schema if exists "${schema}" cascade`);
  else console.log(`kept schema ${schema}`);
  await admin.end();
}
