import { describe, expect, it } from 'vitest';
import { inPlace, priceBand, priceEstimateText } from './prices.js';

describe('fair price texts', () => {
  it('writes the usual range as Turks read it, with the right suffix on the city', () => {
    const estimate = { min: 1200, max: 1800.4, median: 1500, count: 37 };
    expect(priceEstimateText('İzmir', estimate)).toBe("İzmir'de benzer işler: 1.200–1.800 ₺, 37 iş");
    expect(inPlace('Ankara')).toBe("Ankara'da");
    expect(inPlace('İstanbul')).toBe("İstanbul'da");
    expect(inPlace('Muş')).toBe("Muş'ta");
    expect(inPlace('Sinop')).toBe("Sinop'ta");
    expect(inPlace('Kütahya')).toBe("Kütahya'da");
    expect(inPlace('Bitlis')).toBe("Bitlis'te");
  });

  it('places an offer below, within or above the range, and nowhere without one', () => {
    const estimate = { min: 1000, max: 2000, median: 1500, count: 5 };
    expect(priceBand(estimate, { priceMin: 500, priceMax: 999 })).toBe('below');
    expect(priceBand(estimate, { priceMin: 900, priceMax: 1100 })).toBe('within');
    expect(priceBand(estimate, { priceMin: 2000.01, priceMax: 2500 })).toBe('above');
    expect(priceBand(null, { priceMin: 1, priceMax: 2 })).toBeNull();
  });
});
