// The map box of the listing (`bbox=`), without zod, so the web's listing code can read it cheaply.

/** The visible part of a map: west, south, east and north edges in degrees. */
export interface ListingBbox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

const degrees = String.raw`-?\d{1,3}(?:\.\d{1,12})?`;
const bboxPattern = new RegExp(`^(${degrees}),\\s*(${degrees}),\\s*(${degrees}),\\s*(${degrees})$`);

/** 'minLng,minLat,maxLng,maxLat', e.g. '28.8,40.9,29.2,41.1' (the order Leaflet's toBBoxString writes). */
export function parseBbox(raw: string): ListingBbox | undefined {
  const match = bboxPattern.exec(raw.trim());
  if (!match) return undefined;
  const [minLng, minLat, maxLng, maxLat] = match.slice(1, 5).map(Number) as [number, number, number, number];
  const inRange = [minLng, maxLng].every((v) => Math.abs(v) <= 180) && [minLat, maxLat].every((v) => Math.abs(v) <= 90);
  return inRange && minLng < maxLng && minLat < maxLat ? { minLng, minLat, maxLng, maxLat } : undefined;
}

/** The 'minLng,minLat,maxLng,maxLat' text of a box, to 5 decimals (about a metre). */
export const bboxText = (box: ListingBbox) =>
  [box.minLng, box.minLat, box.maxLng, box.maxLat].map((v) => Number(v.toFixed(5))).join(',');
