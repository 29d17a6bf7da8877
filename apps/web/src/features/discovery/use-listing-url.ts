import type { ListingFilterKey } from '@otousta/shared/schemas/listing';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ListingDefaults,
  type ListingFind,
  type ListingState,
  readListingParams,
  withFilter,
  withFind,
  withoutFilters,
  writeListingParams,
} from './listing-params';

/**
 * The listing's state kept in the URL (docs/product.md §4): every change is a new history entry, so back and forward
 * step through pages and filters.
 */
export function useListingUrl({ city, vehicleType, near }: ListingDefaults) {
  const [params, setParams] = useSearchParams();
  const defaults = useMemo(() => ({ city, vehicleType, near }), [city, vehicleType, near]);
  const state = useMemo(() => readListingParams(params, defaults), [params, defaults]);

  const go = useCallback(
    (next: ListingState, options?: { replace?: boolean }) => setParams(writeListingParams(next, defaults), options),
    [setParams, defaults],
  );

  return {
    state,
    /** Any change of the state, computed from the address as it is when it happens (a position that arrives late). */
    update: (change: (current: ListingState) => ListingState) =>
      setParams((current) => writeListingParams(change(readListingParams(current, defaults)), defaults)),
    setPage: (page: number) => go({ ...state, page }),
    /** docs/product.md §4: changing the page size goes back to page 1. */
    setLimit: (limit: number) => go({ ...state, limit, page: 1 }),
    setFilter: (key: ListingFilterKey, value: string | null) => go(withFilter(state, key, value)),
    clearFilters: () => go(withoutFilters(state)),
    /** A name searched, an order chosen, a place given or taken back. */
    setFind: (change: ListingFind) => go(withFind(state, change)),
    /** Puts a page that does not exist (past the last one) right without a history entry. */
    fixPage: (page: number) => go({ ...state, page }, { replace: true }),
  };
}
