import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../apps/api/src/test/s3.js';
import { type Cluster, type Stack, signUp, signUpBusiness, startStack } from './support.js';

/**
 * Two built API nodes on PostgreSQL, Redis and an S3-protocol bucket, as compose.yaml runs them: a photo stored
 * through one node is in the bucket and served by the other, and the write limits count across both nodes.
 */
describe('two API nodes on one bucket and one Redis', () => {
  let stack: Stack;
  let s3: TestS3;
  let cluster: Cluster;

  beforeAll(async () => {
    s3 = await startS3();
    stack = await startStack({ ...s3.env, RATE_LIMIT_POSTS_PER_HOUR: '3' });
    cluster = stack.cluster;
  });
  afterAll(async () => {
    await stack?.stop();
    await s3?.close();
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
    expect(existsSync(join(stack.dataDir, 'uploads', 'images'))).toBe(false);
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
