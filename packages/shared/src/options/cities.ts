/** Turkey's 81 provinces (architecture.md decision 2): plate code, name, slug, centre coordinates. */
export interface City {
  plate: number;
  name: string;
  slug: string;
  lat: number;
  lng: number;
}

// TODO(options): all 81 provinces.
export const cities: readonly City[] = [
  { plate: 1, name: 'Adana', slug: 'adana', lat: 37.0, lng: 35.3213 },
  { plate: 20, name: 'Denizli', slug: 'denizli', lat: 37.7765, lng: 29.0864 },
  { plate: 35, name: 'İzmir', slug: 'izmir', lat: 38.4237, lng: 27.1428 },
];

export const DEFAULT_CITY = 'adana';

const bySlug = new Map(cities.map((c) => [c.slug, c]));
export const findCity = (slug: string): City | undefined => bySlug.get(slug);
export const isCitySlug = (slug: string): boolean => bySlug.has(slug);
