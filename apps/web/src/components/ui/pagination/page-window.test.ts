import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow } from './page-window';

describe('the page window of the pagination control (docs/product.md §9)', () => {
  it('shows every page when there are at most 7', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first five pages, an ellipsis and the last page while the current page is near the start', () => {
    for (const current of [1, 2, 3, 4]) expect(pageWindow(current, 8)).toEqual([1, 2, 3, 4, 5, 'gap-end', 8]);
    expect(pageWindow(4, 50)).toEqual([1, 2, 3, 4, 5, 'gap-end', 50]);
  });

  it('shows the first page, an ellipsis and the last five pages while the current page is near the end', () => {
    for (const current of [47, 48, 49, 50]) {
      expect(pageWindow(current, 50)).toEqual([1, 'gap-start', 46, 47, 48, 49, 50]);
    }
    expect(pageWindow(5, 8)).toEqual([1, 'gap-start', 4, 5, 6, 7, 8]);
  });

  it('shows three pages around the current one with ellipses on both sides in the middle', () => {
    expect(pageWindow(5, 50)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 50]);
    expect(pageWindow(25, 50)).toEqual([1, 'gap-start', 24, 25, 26, 'gap-end', 50]);
    expect(pageWindow(46, 50)).toEqual([1, 'gap-start', 45, 46, 47, 'gap-end', 50]);
  });

  it('always keeps the current page, the first and the last page visible', () => {
    for (let pages = 1; pages <= 30; pages++) {
      for (let current = 1; current <= pages; current++) {
        const slots = pageWindow(current, pages);
        expect(slots).toContain(current);
        expect(slots[0]).toBe(1);
        expect(slots.at(-1)).toBe(pages);
        expect(slots.length).toBeLessThanOrEqual(7);
      }
    }
  });

  it('clamps a current page outside the range', () => {
    expect(pageWindow(0, 20)).toEqual(pageWindow(1, 20));
    expect(pageWindow(99, 20)).toEqual(pageWindow(20, 20));
  });

  it('counts pages with a page 1 even for an empty list', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });
});
