import type { Address, Place } from '@otousta/shared/schemas/geo';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest } from '../../platform/errors.js';
import { addressOf, nearestDistrict, searchGazetteer } from './geo.gazetteer.js';
import type { NominatimClient } from './geo.nominatim.js';

export const SEARCH_LIMIT = 8;

/**
 * The offline gazetteer's district of a province and great-circle distances, for other modules (the listing and a
 * quote's offers measure from a district's centre).
 */
export { distanceKm, findDistrict } from './geo.gazetteer.js';

/** Turkey's extreme points, rounded outwards. */
export const TURKEY_BOUNDS = { south: 35.8, north: 42.2, west: 25.6, east: 44.9 } as const;

// The box also holds parts of neighbouring countries; a point this far from every district centre is not in Turkey.
const MAX_KM_FROM_A_DISTRICT = 75;

export interface GeoService {
  search(query: string): Promise<Place[]>;
  reverse(lat: number, lng: number): Promise<Address>;
}

export function createGeoService(remote: NominatimClient | undefined, log: FastifyBaseLogger): GeoService {
  return {
    async search(query) {
      if (remote) {
        try {
          const places = await remote.search(query, SEARCH_LIMIT);
          if (places.length > 0) return places;
        } catch (error) {
          log.warn({ err: error }, 'geocoder search failed, answering from the gazetteer');
        }
      }
      return searchGazetteer(query, SEARCH_LIMIT);
    },

    async reverse(lat, lng) {
      const b = TURKEY_BOUNDS;
      const nearest = nearestDistrict(lat, lng);
      if (lat < b.south || lat > b.north || lng < b.west || lng > b.east || nearest.km > MAX_KM_FROM_A_DISTRICT) {
        throw badRequest('OUTSIDE_TURKEY');
      }
      if (remote) {
        try {
          const address = await remote.reverse(lat, lng);
          if (address) return address;
        } catch (error) {
          log.warn({ err: error }, 'geocoder reverse failed, answering from the gazetteer');
        }
      }
      return addressOf(nearest.place);
    },
  };
}
