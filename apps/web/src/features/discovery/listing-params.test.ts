import { describe, expect, it } from 'vitest';
import { activeFilterCount, readListingParams, withFilter, withoutFilters, writeListingParams } from './listing-params';

const read = (query: string, defaultCity?: string) => readListingParams(new URLSearchParams(query), defaultCity);

describe('the listing state in the URL', () => {
  it('starts on page 1 with 12 per page in adana when nothing is chosen', () => {
    expect(read('')).toEqual({ filters: { city: 'adana' }, page: 1, limit: 12 });
  });

  it('uses the onboarding city as the default city', () => {
    expect(read('', 'izmir').filters.city).toBe('izmir');
  });

  it('keeps a cleared city cleared across a round trip through the URL', () => {
    const cleared = withoutFilters(read('page=3&limit=24&brand=tofas'));
    const query = writeListingParams(cleared).toString();
    expect(query).toBe('city=&page=1&limit=24');
    expect(read(query, 'izmir').filters).toEqual({});
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
    expect(next).toMatchObject({ page: 1, limit: 24, filters: { city: 'adana', sector: 'cekici' } });
  });
});
