import { describe, expect, it } from 'vitest';
import { brandsFor, carBrands, motorcycleBrands } from './brands.js';
import { sectors, sectorsFor, vehicleTypes } from './vehicles.js';

const specSectors = [
  'genel',
  'elektrik',
  'kaporta',
  'boyama',
  'cekici',
  'ekspertiz',
  'motor',
  'lastik',
  'akü',
  'fren',
  'suspansiyon',
  'rot-balansci',
  'egzozcu',
  'turbocu',
  'diferansiyelci',
  'şase-düzeltme',
  'şanzıman-tamircisi',
  'lpg-servisi',
  'oto-beyin',
  'klima-tamiri',
  'anahtarcı',
  'immobilizer',
];

describe('sectors', () => {
  it('keeps exactly the docs/product.md §3 values in their listed order, each with a label', () => {
    expect(sectors.map((s) => s.value)).toEqual(specSectors);
    for (const s of sectors) expect(s.label.length).toBeGreaterThan(1);
  });

  it('offers car-only trades to cars and not to motorcycles', () => {
    const moto = sectorsFor(['motorsiklet']).map((s) => s.value);
    for (const carOnly of ['lpg-servisi', 'klima-tamiri', 'diferansiyelci', 'şase-düzeltme', 'turbocu', 'oto-beyin']) {
      expect(moto).not.toContain(carOnly);
      expect(sectorsFor(['araba']).map((s) => s.value)).toContain(carOnly);
    }
    expect(moto).toEqual(expect.arrayContaining(['genel', 'lastik', 'fren', 'cekici', 'motor']));
  });

  it('offers every sector when both vehicle types are chosen and none when no type is', () => {
    expect(sectorsFor(['araba', 'motorsiklet'])).toHaveLength(sectors.length);
    expect(sectorsFor([])).toEqual([]);
    expect(vehicleTypes.map((v) => v.value)).toEqual(['araba', 'motorsiklet']);
  });
});

describe('brands', () => {
  const collator = new Intl.Collator('tr');

  it('lists about 95 car brands and about 190 motorcycle brands with unique slugs', () => {
    expect(carBrands.length).toBeGreaterThanOrEqual(90);
    expect(motorcycleBrands.length).toBeGreaterThanOrEqual(180);
    for (const list of [carBrands, motorcycleBrands]) {
      expect(new Set(list.map((b) => b.value)).size).toBe(list.length);
      for (const b of list) expect(b.value).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('keeps the slugs docs/product.md names', () => {
    const values = carBrands.map((b) => b.value);
    expect(values).toEqual(expect.arrayContaining(['alfa-romeo', 'mercedes-benz', 'ds-automobiles', 'tofas', 'togg']));
    expect(motorcycleBrands.map((b) => b.value)).toEqual(
      expect.arrayContaining(['honda', 'yamaha', 'kuba', 'mondial', 'harley-davidson', 'cfmoto']),
    );
  });

  it('sorts labels alphabetically with Turkish collation', () => {
    for (const list of [carBrands, motorcycleBrands]) {
      const labels = list.map((b) => b.label);
      expect(labels).toEqual([...labels].sort(collator.compare));
    }
  });

  it('offers a maker of both cars and motorcycles once when both types are chosen', () => {
    const both = brandsFor(['araba', 'motorsiklet']);
    expect(both.filter((b) => b.value === 'honda')).toHaveLength(1);
    expect(new Set(both.map((b) => b.value)).size).toBe(both.length);
    expect(brandsFor(['motorsiklet']).map((b) => b.value)).not.toContain('togg');
    expect(brandsFor([])).toEqual([]);
  });
});
