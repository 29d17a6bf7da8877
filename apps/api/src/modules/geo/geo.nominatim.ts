import type { Address, Place } from '@otousta/shared/schemas/geo';
import { foldTurkish } from '@otousta/shared/text/fold';
import { z } from 'zod';
import { addressOf, provinceByName } from './geo.gazetteer.js';

const result = z.object({
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  name: z.string().optional(),
  display_name: z.string().optional(),
  address: z.record(z.string(), z.unknown()).optional(),
});
type Result = z.infer<typeof result>;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** Our shape from a Nominatim result; undefined when it is not in one of our 81 provinces. */
function toPlace(r: Result): Place | undefined {
  const a = r.address ?? {};
  if (text(a.country_code) && a.country_code !== 'tr') return undefined;
  const city = provinceByName(text(a.province)) ?? provinceByName(text(a.state)) ?? provinceByName(text(a.city));
  if (!city || !Number.isFinite(r.lat) || !Number.isFinite(r.lon)) return undefined;
  // Turkish districts (ilçe) come as county or town, in city centres also as city_district.
  const district = [a.county, a.town, a.city_district, a.city]
    .map(text)
    .find((v) => v !== undefined && foldTurkish(v) !== foldTurkish(city.name));
  const name = text(r.name) ?? text(r.display_name?.split(',')[0]) ?? district ?? city.name;
  return {
    name,
    ...(district ? { district } : {}),
    province: city.name,
    provinceSlug: city.slug,
    lat: r.lat,
    lng: r.lon,
  };
}

export interface NominatimClient {
  search(query: string, limit: number): Promise<Place[]>;
  /** undefined when the service knows no Turkish place there. */
  reverse(lat: number, lng: number): Promise<Address | undefined>;
}

/**
 * A Nominatim-compatible geocoder (docs/decisions/015-maps-and-geocoding.md): search limited to Turkey, answers in
 * Turkish. Any failure throws; the caller falls back to the offline gazetteer.
 */
export function nominatimClient(baseUrl: string, options: { timeoutMs?: number; userAgent: string }): NominatimClient {
  const base = baseUrl.replace(/\/+$/, '');

  async function get(path: string, params: Record<string, string>): Promise<unknown> {
    const url = `${base}/${path}?${new URLSearchParams({ format: 'jsonv2', addressdetails: '1', 'accept-language': 'tr', ...params })}`;
    const response = await fetch(url, {
      headers: { 'user-agent': options.userAgent, accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
    });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    return response.json();
  }

  return {
    async search(query, limit) {
      const body = await get('search', { q: query, countrycodes: 'tr', limit: String(limit) });
      return z
        .array(result)
        .parse(body)
        .map(toPlace)
        .filter((p): p is Place => p !== undefined)
        .slice(0, limit);
    },

    async reverse(lat, lng) {
      const body = await get('reverse', { lat: String(lat), lon: String(lng), zoom: '12' });
      // Nominatim answers a point it cannot place with { error: 'Unable to geocode' }.
      const parsed = result.safeParse(body);
      const place = parsed.success ? toPlace(parsed.data) : undefined;
      return place ? addressOf(place) : undefined;
    },
  };
}
