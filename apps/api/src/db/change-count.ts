import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * How many times the database has said that something changed, as one node hears it: triggers call
 * `pg_notify(channel, schema)` in the writing transaction, and PostgreSQL tells every connection listening on the
 * channel once it commits, whichever node or tool wrote. A node may keep what it read while the count stays the same
 * (decision 036). The count also moves when listening starts again, since notices sent meanwhile were missed.
 */
export interface ChangeCount {
  /** Null while the node is not listening (connecting, or its connection lost): then nothing read may be kept. */
  current(): number | null;
  close(): Promise<void>;
}

// A lost listening connection is opened again after this long.
const RECONNECT_MS = 1000;

/**
 * Listens on `channel` over a connection of its own, beside the pool. Schemas of one database share its channels, so
 * with `schema` only the notices naming it count; without it every notice does (the tables may live in whatever
 * schema the connection's own search path names, and a notice too many only means a read again). A lost connection
 * is opened again until closed.
 */
export function postgresChangeCount(url: string, channel: string, schema?: string): ChangeCount {
  let count = 0;
  let listening = false;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  function lost(from: pg.Client) {
    if (client !== from) return;
    client = undefined;
    listening = false;
    from.end().catch(() => {});
    if (!closed) retry = setTimeout(connect, RECONNECT_MS);
  }

  function connect() {
    retry = undefined;
    // Named so an operator (or a test) can tell the listening connection from the pool's.
    const next = new pg.Client({ connectionString: url, application_name: listenerName(channel, schema ?? 'public') });
    client = next;
    next.on('notification', (notice) => {
      if (notice.channel === channel && (schema === undefined || notice.payload === schema)) count++;
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next
      .connect()
      .then(() => next.query(`listen "${channel}"`))
      .then(() => {
        if (client !== next) return;
        count++;
        listening = true;
      })
      .catch(() => lost(next));
  }

  connect();
  return {
    current: () => (listening ? count : null),
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      listening = false;
      await last?.end().catch(() => {});
    },
  };
}

/** The application name of the connection listening on `channel` for `schema`. */
export const listenerName = (channel: string, schema: string) => `otousta listen ${channel} ${schema}`;

/** The embedded database's notices (it has one schema), heard in process once the statement that raised them ran. */
export function pgliteChangeCount(db: PGlite, channel: string): ChangeCount {
  let count = 0;
  let listening = false;
  const unlisten = db
    .listen(channel, () => {
      count++;
    })
    .then((stop) => {
      listening = true;
      return stop;
    });
  return {
    current: () => (listening ? count : null),
    async close() {
      listening = false;
      await unlisten.then((stop) => stop()).catch(() => {});
    },
  };
}
