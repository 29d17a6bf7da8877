import { describe, expect, it } from 'vitest';
import { formatPrice, formatPriceRange } from './price.js';

describe('formatPrice', () => {
  it('writes lira in the Turkish format with two decimals', () => {
    expect(formatPrice(1_250_000)).toBe('₺1.250.000,00');
    expect(formatPrice(0)).toBe('₺0,00');
    expect(formatPrice(99.5)).toBe('₺99,50');
    expect(formatPrice(1234.567)).toBe('₺1.234,57');
  });

  it("reads the same as the browser's Turkish currency format", () => {
    const lira = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });
    for (const amount of [0, 0.5, 7, 12.3, 999.99, 1000, 54_321.1, 1_234_567.89, -1249.9]) {
      expect(formatPrice(amount)).toBe(lira.format(amount));
    }
  });
});

describe('formatPriceRange', () => {
  it('writes a range with a dash and one price when both ends agree', () => {
    expect(formatPriceRange(1500, 2250.5)).toBe('₺1.500,00 – ₺2.250,50');
    expect(formatPriceRange(800, 800)).toBe('₺800,00');
  });
});
