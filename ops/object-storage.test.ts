import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../apps/api/src/test/s3.js';
import {
  type Cluster,
  clusterDir,
  clusterLog,
  loadTestEnv,
  signUp,
  signUpBusiness,
  startCluster,
  startPostgres,
  startRedis,
} from './support.js';

/**
 * Two built API nodes on PostgreSQL, Redis and an S3-protocol bucket, as compose.yaml runs them: a photo stored
 * through one node is in the bucket and served by the other, and the write limits count across both nodes.
 */
describe('two API nodes on one bucket and one Redis', () => {
  let postgres: Awaited<ReturnType<typeof startPostgres>>;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let s3: TestS3;
  let cluster: Cluster;
  const dataDir = clusterDir();

  beforeAll(async () => {
    [postgres, redis, s3] = await Promise.all([startPostgres(), startRedis(), startS3()]);
    cluster = await startCluster({
      databaseUrl: postgres.url,
      redisUrl: redis.url,
      dataDir,
      env: { ...loadTestEnv, ...s3.env, RATE_LIMIT_POSTS_PER_HOUR: '3' },
      log: clusterLog,
    });
  });
  afterAll(async () => {
    await cluster?.stop();
    await redis?.stop();
    await s3?.close();
    postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves a photo uploaded through node A from node B, out of the bucket rather than a shared folder', async () => {
    const [nodeA, nodeB] = cluster.nodes as [Cluster['nodes'][number], Cluster['nodes'][number]];
    const { photos } = await signUpBusiness(nodeA.url);
    expect(photos).toHaveLength(1);
    const res = await fetch(`${nodeB.url}${photos[0]}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(8, 12)
        .toString('latin1'),
    ).toBe('WEBP');
    expect(existsSync(join(dataDir, 'uploads', 'images'))).toBe(false);
  });

  it('holds a user to RATE_LIMIT_POSTS_PER_HOUR whichever node each post reaches', async () => {
    const user = await signUp(cluster.url);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const node = cluster.nodes[i % 2]!;
      const res = await fetch(`${node.url}/api/posts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ content: `Düğümler arası gönderi ${i}`, type: 'repair' }),
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect((await res.json()).message).toMatch(/^Kısa sürede çok fazla işlem yaptınız/);
      } else await res.arrayBuffer();
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });
});
