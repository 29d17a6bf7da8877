/** One slot of the page list: a page number, or a gap standing for the pages left out on that side. */
export type PageSlot = number | 'gap-start' | 'gap-end';

/** docs/product.md §9: up to this many pages are all shown. */
const FULL = 7;
/** docs/product.md §9: near either end, a run of this many pages next to the end page. */
const NEAR_END = 5;

/**
 * The pages the control shows (docs/product.md §9): all of them up to 7; beyond that the first and last page with
 * ellipses between, a window of 5 pages while the current page is near either end, otherwise 3 pages around the current
 * one.
 * `current` outside 1..pages is clamped.
 */
export function pageWindow(current: number, pages: number): PageSlot[] {
  if (pages <= 0) return [];
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (pages <= FULL) return range(1, pages);
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), pages);
  // Near the start: 1..5, the current page and its next neighbour are both inside the run.
  if (page <= NEAR_END - 1) return [...range(1, NEAR_END), 'gap-end', pages];
  if (page >= pages - (NEAR_END - 2)) return [1, 'gap-start', ...range(pages - NEAR_END + 1, pages)];
  return [1, 'gap-start', page - 1, page, page + 1, 'gap-end', pages];
}

/** How many pages `total` records fill at `pageSize` per page (at least 1, so an empty list still has a page 1). */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
