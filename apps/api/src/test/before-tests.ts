import { afterAll, beforeAll } from 'vitest';

/**
 * Something a describe block's tests share (its app, an account), made once before they run, in the order the block
 * declares them. The block holds the object now and its fields are filled in when the tests start, so it is read in
 * hooks and tests only.
 */
export function beforeTests<T extends object>(make: () => Promise<T>): T {
  const made = {} as T;
  beforeAll(async () => {
    Object.assign(made, await make());
  });
  return made;
}

/**
 * A server a describe block's tests use (a test app, a mail or storage server): started before them and closed after
 * them. One declared earlier starts earlier and closes later, so an app can be pointed at a server declared before it.
 */
export function useServer<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  const server = beforeTests(start);
  afterAll(() => server.close?.());
  return server;
}
