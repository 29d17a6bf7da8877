import { errorMessages } from '@otousta/shared/messages/tr';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { connect, disconnect } from '../../realtime/realtime.test-support.js';
import { useServer } from '../../test/before-tests.js';
import { startTwoNodes } from '../../test/two-nodes.js';
import { customerData, signUp } from '../../test/users.fixtures.js';

const env = loadConfig({ NODE_ENV: 'test' });

/** Two API nodes on one PostgreSQL and one Redis, behind a load balancer that may send any request to either. */
describe.skipIf(!env.REDIS_URL || !env.DATABASE_URL)('a session ended on one node, across two API nodes', () => {
  const nodes = useServer(() => startTwoNodes({ RATE_LIMIT_LOGIN_ACCOUNT: '1000' }));
  const signIn = async (node: 'nodeA' | 'nodeB', data: { email: string; password: string }) => {
    const res = await nodes[node].inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: data.email, password: data.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    const access = res.json().access_token as string;
    return { access, auth: { authorization: `Bearer ${access}` } };
  };
  const profile = (node: 'nodeA' | 'nodeB', auth: Record<string, string>) =>
    nodes[node].inject({ method: 'GET', url: '/api/auth/profile', headers: auth });

  it('refuses the ended session’s access token on the other node at its next request', async () => {
    const data = customerData();
    const laptop = await signUp(nodes.nodeA, data);
    const phone = await signIn('nodeB', data);
    // Both tokens work on both nodes (each node has checked each token once).
    for (const node of ['nodeA', 'nodeB'] as const) {
      expect((await profile(node, laptop.auth)).statusCode).toBe(200);
      expect((await profile(node, phone.auth)).statusCode).toBe(200);
    }
    const sessions = (
      await nodes.nodeB.inject({ method: 'GET', url: '/api/auth/sessions', headers: phone.auth })
    ).json().sessions as { id: string; current: boolean }[];
    const laptopSession = sessions.find((s) => !s.current)!;
    const end = await nodes.nodeB.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${laptopSession.id}`,
      headers: phone.auth,
    });
    expect(end.statusCode).toBe(204);

    const refused = await profile('nodeA', laptop.auth);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      statusCode: 401,
      code: 'SESSION_REVOKED',
      message: errorMessages.SESSION_REVOKED,
    });
    expect((await profile('nodeB', laptop.auth)).statusCode).toBe(401);
    // The realtime handshake refuses it too, on either node.
    await expect(connect(nodes.urlA, laptop.access)).rejects.toThrow();
    // The device that ended it goes on.
    expect((await profile('nodeA', phone.auth)).statusCode).toBe(200);
    const socket = await connect(nodes.urlA, phone.access);
    await disconnect(socket);
  });

  it('refuses every other session’s access token on both nodes once the password changes', async () => {
    const data = customerData();
    const first = await signUp(nodes.nodeA, data);
    const second = (await signIn('nodeB', data)).auth;
    expect((await profile('nodeA', second)).statusCode).toBe(200);
    const change = await nodes.nodeB.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: second,
      payload: { currentPassword: data.password, newPassword: 'yepyeni-sifre-2' },
    });
    expect(change.statusCode).toBe(204);
    expect((await profile('nodeA', first.auth)).json().code).toBe('SESSION_REVOKED');
    expect((await profile('nodeB', first.auth)).json().code).toBe('SESSION_REVOKED');
    expect((await profile('nodeA', second)).statusCode).toBe(200);
  });
});
