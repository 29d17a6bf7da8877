import { describe, expect, it } from 'vitest';
import { namesListingFilters } from './listing-link';
import {
  activeFilterCount,
  type ListingDefaults,
  readListingParams,
  withFilter,
  withoutFilters,
  writeListingParams,
} from './listing-params';

const read = (query: string, defaults?: ListingDefaults) => readListingParams(new URLSearchParams(query), defaults);

describe('the listing state in the URL', () => {
  it('starts on page 1 with 12 per page in all of Türkiye when nothing is chosen, never in a province', () => {
    expect(read('')).toEqual({ filters: {}, page: 1, limit: 12 });
  });

  it('uses the known city as the default city', () => {
    expect(read('', { city: 'izmir' }).filters.city).toBe('izmir');
  });

  it("starts near the visitor's position when no city is known, and not once the address names a place", () => {
    expect(read('', { near: '41.0082,28.9784' }).find).toEqual({ near: '41.0082,28.9784' });
    expect(read('city=', { near: '41.0082,28.9784' }).find).toBeUndefined();
    expect(read('city=izmir', { near: '41.0082,28.9784' }).find).toBeUndefined();
    expect(read('', { city: 'izmir', near: '41.0082,28.9784' }).find).toBeUndefined();
  });

  it('starts from the onboarding vehicle type, and keeps it cleared once the visitor clears it', () => {
    const defaults = { city: 'izmir', vehicleType: 'motorsiklet' };
    expect(read('', defaults).filters).toEqual({ city: 'izmir', vehicleType: 'motorsiklet' });
    const cleared = withFilter(read('', defaults), 'vehicleType', null);
    const query = writeListingParams(cleared, defaults).toString();
    expect(query).toBe('city=izmir&vehicleType=&page=1&limit=12');
    expect(read(query, defaults).filters).toEqual({ city: 'izmir' });
    // A vehicle type nobody offers (a hand-edited answer) is no default.
    expect(read('', { vehicleType: 'uzay-gemisi' }).filters).toEqual({});
  });

  it('tells a link that names what to list from a plain visit of the home page', () => {
    expect(namesListingFilters(new URLSearchParams('city=istanbul&sector=cekici'))).toBe(true);
    expect(namesListingFilters(new URLSearchParams('city='))).toBe(true);
    expect(namesListingFilters(new URLSearchParams('page=1&limit=12'))).toBe(false);
  });

  it('keeps a cleared city cleared across a round trip through the URL', () => {
    const cleared = withoutFilters(read('page=3&limit=24&brand=tofas'));
    const query = writeListingParams(cleared).toString();
    expect(query).toBe('city=&page=1&limit=24');
    expect(read(query, { city: 'izmir' }).filters).toEqual({});
  });

  it('reads page, size and every filter back from what it wrote', () => {
    const state = {
      filters: { city: 'ankara', vehicleType: 'araba', sector: 'fren', brand: 'tofas', brandService: 'tofas' },
      page: 4,
      limit: 36,
    };
    expect(read(writeListingParams(state).toString())).toEqual(state);
    expect(activeFilterCount(state.filters)).toBe(5);
  });

  it('falls back to the defaults for a page size the list does not offer or a broken page', () => {
    expect(read('page=abc&limit=13')).toMatchObject({ page: 1, limit: 12 });
    expect(read('page=0&limit=-5')).toMatchObject({ page: 1, limit: 12 });
  });

  it('goes back to page 1 when a filter changes', () => {
    const next = withFilter(read('page=5&limit=24'), 'sector', 'cekici');
    expect(next).toMatchObject({ page: 1, limit: 24, filters: { sector: 'cekici' } });
  });

  it("keeps 'Şimdi açık' in the address and drops any value but true", () => {
    const state = read('city=izmir&openNow=true&sort=rating');
    expect(state.find).toEqual({ openNow: 'true', sort: 'rating' });
    expect(read(writeListingParams(state).toString())).toEqual(state);
    expect(read('city=izmir&openNow=1').find).toBeUndefined();
  });

  it("keeps the minimum rating in the address, drops what the API refuses, and 'Filtreleri Temizle' clears it", () => {
    const state = read('city=izmir&minRating=4');
    expect(state.find).toEqual({ minRating: '4' });
    expect(read(writeListingParams(state).toString())).toEqual(state);
    for (const bad of ['0', '6', '4.5', 'iyi']) expect(read(`city=izmir&minRating=${bad}`).find, bad).toBeUndefined();
    const cleared = withoutFilters(read('city=izmir&minRating=4&q=lastik'));
    expect(cleared.find).toEqual({ q: 'lastik' });
    expect(writeListingParams(cleared).has('minRating')).toBe(false);
  });
});
