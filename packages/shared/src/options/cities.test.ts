import { describe, expect, it } from 'vitest';
import { foldTurkish } from '../text/fold.js';
import { cities, cityOptions, DEFAULT_CITY, findCity, findCityByName, isCitySlug } from './cities.js';

describe('cities', () => {
  it('lists all 81 provinces with unique plate codes 1-81 and unique slugs', () => {
    expect(cities).toHaveLength(81);
    expect(new Set(cities.map((c) => c.plate))).toEqual(new Set(Array.from({ length: 81 }, (_, i) => i + 1)));
    expect(new Set(cities.map((c) => c.slug)).size).toBe(81);
    expect(new Set(cities.map((c) => c.name)).size).toBe(81);
  });

  it('derives each slug from the Turkish name in plain ASCII', () => {
    for (const city of cities) {
      expect(city.slug).toMatch(/^[a-z]+$/);
      expect(city.slug).toBe(foldTurkish(city.name));
    }
    expect(findCity('sanliurfa')?.name).toBe('Şanlıurfa');
    expect(findCity('kahramanmaras')?.plate).toBe(46);
    expect(findCity('istanbul')?.plate).toBe(34);
    expect(findCity('duzce')?.plate).toBe(81);
  });

  it('places every centre inside Turkey', () => {
    for (const city of cities) {
      expect(city.lat, city.name).toBeGreaterThan(35.8);
      expect(city.lat, city.name).toBeLessThan(42.2);
      expect(city.lng, city.name).toBeGreaterThan(25.6);
      expect(city.lng, city.name).toBeLessThan(44.9);
    }
  });

  it('keeps the default city and the three first cities of docs/product.md', () => {
    expect(isCitySlug(DEFAULT_CITY)).toBe(true);
    for (const slug of ['izmir', 'adana', 'denizli']) expect(isCitySlug(slug)).toBe(true);
    expect(isCitySlug('atlantis')).toBe(false);
  });

  it('finds a province by name typed in any casing', () => {
    expect(findCityByName('İSTANBUL')?.slug).toBe('istanbul');
    expect(findCityByName('Izmir')?.slug).toBe('izmir');
    expect(findCityByName('ISPARTA')?.slug).toBe('isparta');
  });

  it('offers options sorted with Turkish collation', () => {
    const labels = cityOptions.map((o) => o.label);
    expect(labels.indexOf('Çanakkale')).toBeGreaterThan(labels.indexOf('Bursa'));
    expect(labels.indexOf('Çanakkale')).toBeLessThan(labels.indexOf('Denizli'));
    expect(labels.indexOf('İzmir')).toBeGreaterThan(labels.indexOf('Iğdır'));
    expect(labels.indexOf('Şanlıurfa')).toBeGreaterThan(labels.indexOf('Sivas'));
  });
});
