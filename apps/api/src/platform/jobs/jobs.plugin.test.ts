import { connect, type Socket } from 'node:net';
import { setTimeout as pause } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../test/test-app.js';

/** Opens a request and sends its headers but not its body: the app is answering it until the socket closes. */
function halfSentRequest(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 64\r\n\r\n{',
        () => resolve(socket),
      );
    });
    socket.once('error', reject);
  });
}

describe('job queue beside requests', () => {
  // Only a nudge makes the worker look for jobs within this test.
  const server = useTestApp({ JOBS_POLL_INTERVAL_MS: '600000' });

  it('leaves a new job waiting while the node answers 8 requests at once, and runs it as soon as they end', async () => {
    const { app } = server;
    const ran: number[] = [];
    app.jobs.register('test.beside-requests', {
      schema: z.object({ n: z.number() }),
      handle: async ({ n }) => void ran.push(n),
    });
    // Not busy: a job runs at once.
    await app.jobs.enqueue({ name: 'test.beside-requests', payload: { n: 1 } });
    await vi.waitFor(() => expect(ran).toEqual([1]), { timeout: 5_000 });

    const address = new URL(await app.listen({ host: '127.0.0.1', port: 0 }));
    const sockets = await Promise.all(Array.from({ length: 8 }, () => halfSentRequest(Number(address.port))));
    await pause(200);
    await app.jobs.enqueue({ name: 'test.beside-requests', payload: { n: 2 } });
    await pause(500);
    expect(ran).toEqual([1]);

    for (const socket of sockets) socket.destroy();
    await vi.waitFor(() => expect(ran).toEqual([1, 2]), { timeout: 5_000 });
  });
});
