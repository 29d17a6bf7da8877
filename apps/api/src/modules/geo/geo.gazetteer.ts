import { cities, findCityByName } from '@otousta/shared/options/cities';
import type { Address, Place } from '@otousta/shared/schemas/geo';
import { foldTurkish } from '@otousta/shared/text/fold';
import data from './gazetteer.json' with { type: 'json' };

interface Entry {
  place: Place;
  /** Folded own name. */
  name: string;
  /** Folded words of name and province, for queries like 'cankaya ankara'. */
  words: string[];
  /** Folded 'name province'. */
  label: string;
}

type DistrictRow = [plate: number, name: string, lat: number, lng: number];

const districts: Place[] = (data.districts as DistrictRow[]).map(([plate, name, lat, lng]) => {
  const city = cities.find((c) => c.plate === plate);
  if (!city) throw new Error(`gazetteer.json names plate ${plate}, which is not a province`);
  return { name, district: name, province: city.name, provinceSlug: city.slug, lat, lng };
});

const provinces: Place[] = cities.map((c) => ({
  name: c.name,
  province: c.name,
  provinceSlug: c.slug,
  lat: c.lat,
  lng: c.lng,
}));

const entries: Entry[] = [...provinces, ...districts].map((place) => {
  const name = foldTurkish(place.name);
  const label = place.district ? `${name} ${foldTurkish(place.province)}` : name;
  return { place, name, label, words: label.split(/[\s-]+/) };
});

/** How well an entry answers a folded query; lower is better, undefined is no match. */
function rank(entry: Entry, query: string, tokens: string[]): number | undefined {
  if (entry.name === query) return 0;
  if (entry.name.startsWith(query)) return 1;
  if (entry.label.startsWith(query)) return 2;
  if (tokens.every((t) => entry.words.some((w) => w.startsWith(t)))) return 3;
  if (entry.label.includes(query)) return 4;
  return undefined;
}

const collator = new Intl.Collator('tr');

/**
 * Provinces and districts matching a query regardless of case and Turkish letters ('IZMIR', 'cankaya'): exact names
 * first, then names starting with the query, then places whose name and province contain every word of it.
 * Provinces come before districts of the same rank.
 */
export function searchGazetteer(query: string, limit: number): Place[] {
  const folded = foldTurkish(query.replace(/[,/]/g, ' '));
  const tokens = folded.split(/[\s-]+/).filter(Boolean);
  if (tokens.length === 0) return [];
  const hits: { entry: Entry; score: number }[] = [];
  for (const entry of entries) {
    const score = rank(entry, folded, tokens);
    if (score !== undefined) hits.push({ entry, score });
  }
  hits.sort(
    (a, b) =>
      a.score - b.score ||
      Number(Boolean(a.entry.place.district)) - Number(Boolean(b.entry.place.district)) ||
      collator.compare(a.entry.place.name, b.entry.place.name) ||
      collator.compare(a.entry.place.province, b.entry.place.province),
  );
  return hits.slice(0, limit).map((h) => h.entry.place);
}

/** Great-circle distance in kilometres. */
export function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

/** The district whose centre is nearest to the point, with its distance; the gazetteer has no borders. */
export function nearestDistrict(lat: number, lng: number): { place: Place; km: number } {
  let best = districts[0]!;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const place of districts) {
    const km = distanceKm(lat, lng, place.lat, place.lng);
    if (km < bestKm) {
      best = place;
      bestKm = km;
    }
  }
  return { place: best, km: bestKm };
}

export const addressOf = (place: Place): Address => ({
  address: place.district ? `${place.district}, ${place.province}` : place.province,
  ...(place.district ? { district: place.district } : {}),
  province: place.province,
  provinceSlug: place.provinceSlug,
});

/** The province a free-text name from an external geocoder refers to ('İzmir', 'Istanbul', 'Ankara ili'). */
export const provinceByName = (name: string | undefined) =>
  name ? findCityByName(name.replace(/\s+(ili|province)$/i, '')) : undefined;

export const districtCount = districts.length;

/** The districts of a province, in Turkish alphabetical order (empty for a slug that names no province). */
export function districtsOf(provinceSlug: string): Place[] {
  return districts
    .filter((place) => place.provinceSlug === provinceSlug)
    .sort((a, b) => collator.compare(a.name, b.name));
}

// Looked up for every offer a quote page shows and every district listing: folded once, not per call. The first of
// two districts folding alike wins, as a search in order would find it. A name written as the list writes it (what the
// forms send) is found without folding it, which was a fiftieth of a busy quote panel's time.
const districtsByKey = new Map<string, Place>();
const districtsByName = new Map<string, Place>();
for (const place of districts) {
  const key = `${place.provinceSlug}|${foldTurkish(place.name)}`;
  if (districtsByKey.has(key)) continue;
  districtsByKey.set(key, place);
  districtsByName.set(`${place.provinceSlug}|${place.name}`, place);
}

/** A district of a province by its name, however it is written ('bornova', 'BORNOVA'); undefined when it has none. */
export function findDistrict(provinceSlug: string, name: string): Place | undefined {
  return districtsByName.get(`${provinceSlug}|${name}`) ?? districtsByKey.get(`${provinceSlug}|${foldTurkish(name)}`);
}
