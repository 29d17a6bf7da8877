import type { ListingQuery, ListingResponse } from '@otousta/shared/schemas/listing';
import { toPublicUser } from '../users/users.presenter.js';
import type { DiscoveryRepository } from './discovery.repository.js';

export function createDiscoveryService(deps: { listing: DiscoveryRepository }) {
  return {
    /** Spec §7 'GET /users/service-providers': a page of active businesses matching every given filter. */
    async serviceProviders(query: ListingQuery): Promise<ListingResponse> {
      const { page, limit, ...filters } = query;
      const { rows, total } = await deps.listing.page({ filters, offset: (page - 1) * limit, limit });
      return { serviceProviders: rows.map(toPublicUser), count: total };
    },
  };
}
