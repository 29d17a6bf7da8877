import { createECDH, randomBytes } from 'node:crypto';
import { PUSH_LIMITS } from '@otousta/shared/schemas/push';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { pushSubscriptions } from '../../platform/push/push.table.js';
import { createActor } from '../../test/actors.js';
import { useServer } from '../../test/before-tests.js';
import { startTwoNodes } from '../../test/two-nodes.js';

const env = loadConfig({ NODE_ENV: 'test' });

const browser = (i: number) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/ayni-anda-${i}:${randomBytes(12).toString('base64url')}`,
  expirationTime: null,
  keys: {
    p256dh: (() => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return ecdh.getPublicKey('base64url');
    })(),
    auth: randomBytes(16).toString('base64url'),
  },
});

/**
 * An account receives pushes on at most 10 browsers however the subscriptions arrive: all at once, through two API
 * nodes on one PostgreSQL (docs/decisions/038-counted-limits-under-concurrency.md).
 */
describe.skipIf(!env.REDIS_URL || !env.DATABASE_URL)('push subscription limit across two API nodes', () => {
  const nodes = useServer(() => startTwoNodes());

  it(`30 browsers subscribing at the same moment leave exactly ${PUSH_LIMITS.subscriptionsPerUser}`, async () => {
    const user = await createActor(nodes.nodeA);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? nodes.nodeB : nodes.nodeA).inject({
          method: 'POST',
          url: '/api/push/subscriptions',
          headers: user.auth,
          payload: browser(i),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 204));
    const stored = await nodes.nodeA.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(stored).toHaveLength(PUSH_LIMITS.subscriptionsPerUser);
  });
});
