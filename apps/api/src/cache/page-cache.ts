import type { FastifyReply } from 'fastify';

// Pages a node keeps at once; the busy ones (first pages of each city, the feed's first page) fit many times over.
const PAGES_MAX = 1000;

interface CachedPage<T> {
  at: number;
  page: Promise<T>;
}

/**
 * Public list pages as ready JSON, reused for `ttlMs` (PAGE_CACHE_MS): the same few pages are asked for all the
 * time, and building one costs far more than sending it. Concurrent requests for a page share one build; a failed
 * build (the database restarting) is not kept. With `ttlMs` 0 every request builds its page. A page is its JSON
 * text, or whatever the caller keeps beside it (the feed keeps its posts too, to mark a reader's own likes).
 */
export function createPageCache<T = string>(ttlMs: number) {
  const pages = new Map<string, CachedPage<T>>();
  return {
    get(key: string, build: () => Promise<T>): Promise<T> {
      if (ttlMs === 0) return build();
      const now = Date.now();
      const cached = pages.get(key);
      if (cached && now - cached.at < ttlMs) return cached.page;
      if (pages.size >= PAGES_MAX) {
        for (const [k, page] of pages) if (now - page.at >= ttlMs) pages.delete(k);
        if (pages.size >= PAGES_MAX) pages.delete(pages.keys().next().value!);
      }
      const page = build();
      pages.set(key, { at: now, page });
      page.catch(() => {
        if (pages.get(key)?.page === page) pages.delete(key);
      });
      return page;
    },
  };
}

/** Sends a cached page: Fastify passes a string with a JSON type on as it is, without serializing it again. */
export function sendJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}
