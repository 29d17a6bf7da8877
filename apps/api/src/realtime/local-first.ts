import { Adapter, type BroadcastOptions, type ClusterMessage, MessageType } from 'socket.io-adapter';

/** The parts of socket.io-adapter's ClusterAdapter (2.5) that its own `broadcast` uses. */
interface ClusterInternals {
  publishAndReturnOffset(message: ClusterMessage): Promise<string>;
  addOffsetIfNecessary(packet: unknown, opts: BroadcastOptions, offset: string): void;
}

export interface LocalFirstOptions {
  /** Whether the Redis connection is up now. */
  isReady(): boolean;
  /** Registers a callback for each time the Redis connection comes (back) up. */
  onReady(listener: () => void): void;
  onPublishError(err: unknown): void;
  /** Events kept for the other nodes while Redis is away; the oldest go first beyond this. */
  maxPending?: number;
}

/**
 * The cluster adapter hands an event to this node's own sockets only after Redis has taken it: with Redis away,
 * chat between two users on the same node stalled until the publish timed out, and then was dropped. Here local
 * delivery never depends on Redis. While Redis is down an event goes to this node's sockets at once and its copy
 * for the other nodes waits here, published in order when Redis returns (the Redis client's own offline queue gives
 * up after its 5 s command timeout), so users on other nodes still get what was sent meanwhile. While Redis is up
 * nothing changes: the stream offset still goes along for connection-state recovery.
 */
export function deliverLocallyFirst(adapter: Adapter, options: LocalFirstOptions): { pending(): number } {
  const cluster = adapter as Adapter & ClusterInternals;
  if (typeof cluster.publishAndReturnOffset !== 'function' || typeof cluster.addOffsetIfNecessary !== 'function') {
    throw new Error('socket.io-adapter changed: ClusterAdapter internals not found');
  }
  const maxPending = options.maxPending ?? 10_000;
  const pending: ClusterMessage[] = [];
  let flushing = false;

  const keep = (message: ClusterMessage) => {
    pending.push(message);
    if (pending.length > maxPending) pending.shift();
  };
  const flush = async () => {
    if (flushing) return;
    flushing = true;
    try {
      while (pending.length > 0 && options.isReady()) {
        try {
          await cluster.publishAndReturnOffset(pending[0] as ClusterMessage);
          pending.shift();
        } catch (err) {
          options.onPublishError(err);
          break;
        }
      }
    } finally {
      flushing = false;
    }
  };
  options.onReady(() => void flush());

  const local = (packet: unknown, opts: BroadcastOptions) => Adapter.prototype.broadcast.call(adapter, packet, opts);
  adapter.broadcast = (packet: unknown, opts: BroadcastOptions) => {
    if (opts.flags?.local) return local(packet, opts);
    const message = {
      type: MessageType.BROADCAST,
      data: { packet, opts: { rooms: [...opts.rooms], except: [...(opts.except ?? [])], flags: opts.flags } },
    } as ClusterMessage;
    // Redis away, or older events still waiting (order matters): deliver here, publish later.
    if (!options.isReady() || pending.length > 0) {
      local(packet, opts);
      keep(message);
      void flush();
      return;
    }
    cluster
      .publishAndReturnOffset(message)
      .then(
        (offset) => cluster.addOffsetIfNecessary(packet, opts, offset),
        (err) => {
          options.onPublishError(err);
          keep(message);
        },
      )
      .finally(() => local(packet, opts));
  };
  return { pending: () => pending.length };
}
