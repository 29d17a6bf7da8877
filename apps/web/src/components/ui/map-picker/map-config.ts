/** A point chosen on the map with the address reverse-geocoded for it (docs/product.md §2 'Map picker'). */
export interface PickedLocation {
  lat: number;
  lng: number;
  address: string;
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** docs/product.md §9: the picker opens on Ankara at zoom 13; device location zooms to 16, a searched place to 17. */
export const DEFAULT_CENTER: LatLng = { lat: 39.9334, lng: 32.8597 };
export const ZOOM = { initial: 13, deviceLocation: 16, place: 17 } as const;

const OPEN_STREET_MAP = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * Tile URL template (docs/decisions/015-maps-and-geocoding.md). Set VITE_TILE_URL at build time to the same template as
 * the server's TILE_URL, which is what its Content-Security-Policy lets the browser load images from.
 */
export const TILE_URL: string = import.meta.env.VITE_TILE_URL || OPEN_STREET_MAP;
export const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** docs/product.md §9: coordinates are shown to 6 decimals. */
export const formatCoordinate = (value: number): string => value.toFixed(6);

export const formatLatLng = (point: LatLng): string => `${formatCoordinate(point.lat)}, ${formatCoordinate(point.lng)}`;
