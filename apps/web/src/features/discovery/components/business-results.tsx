import { Box, Center, Loader, Stack } from '@mantine/core';
import type { ListedBusiness } from '@otousta/shared/schemas/listing';
import { LISTING_LIMITS, type ListingFilters, matchesListingFilters } from '@otousta/shared/schemas/listing-filters';
import { type ReactNode, useEffect, useRef } from 'react';
import { pageCount } from '../../../components/ui/pagination/page-window';
import { Pagination } from '../../../components/ui/pagination/pagination';
import { useServiceProviders } from '../api/get-service-providers';
import type { ListingState } from '../listing-params';
import { BusinessCard } from './business-card';
import classes from './business-results.module.css';
import { ListingEmpty, ListingError, ListingSpinner } from './listing-states';

export interface BusinessResultsProps {
  state: ListingState;
  /** Moves to a page, changes the page size, or replaces a page past the end with the last one. */
  paging: { setPage: (page: number) => void; setLimit: (limit: number) => void; fixPage: (page: number) => void };
  onClearFilters?: () => void;
  messageLabel?: string;
  label: string;
  /** Each business's card; the listing's own card when absent. */
  renderCard?: (business: ListedBusiness, index: number) => ReactNode;
}

/** The card grid with its states and paginator (docs/product.md §2 'Business listing'). */
export function BusinessResults({
  state,
  paging: { setPage, setLimit, fixPage },
  onClearFilters,
  messageLabel,
  label,
  renderCard,
}: BusinessResultsProps) {
  const query = useServiceProviders({ ...state.filters, ...state.find, page: state.page, limit: state.limit });
  const top = useRef<HTMLDivElement>(null);
  const count = query.data?.count ?? 0;
  const pages = pageCount(count, state.limit);

  // A page past the end (an old link, a smaller result after a filter) shows the last page instead.
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && count > 0 && state.page > pages) fixPage(pages);
  }, [query.data, query.isPlaceholderData, count, pages, state.page, fixPage]);

  if (query.isPending) return <ListingSpinner />;
  if (query.isError && !query.data) {
    return <ListingError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  // docs/product.md §4: the list is also filtered on the client, so a page still on screen while the next loads hides
  // what the new filters exclude.
  const filters: ListingFilters = state.filters;
  const shown = (query.data?.serviceProviders ?? []).filter((b) => matchesListingFilters(b, filters));
  if (!query.isPlaceholderData && count === 0) return <ListingEmpty onClear={onClearFilters} />;

  const changePage = (page: number) => {
    setPage(page);
    top.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <Stack gap="lg" ref={top} style={{ scrollMarginTop: 80 }}>
      <Box pos="relative" aria-busy={query.isFetching}>
        {query.isFetching && (
          // A plain overlay: the next page loads under it while the previous one stays in place.
          <Center pos="absolute" inset={0} style={{ zIndex: 5, background: 'rgb(255 255 255 / 55%)' }} role="status">
            <Loader aria-label="Yükleniyor" />
          </Center>
        )}
        <ul className={classes.grid} aria-label={label}>
          {shown.map((business, index) => (
            <li key={business.id}>
              {/* The first row holds at most three cards (the grid's widest layout). */}
              {renderCard ? (
                renderCard(business, index)
              ) : (
                <BusinessCard business={business} messageLabel={messageLabel} priority={index < 3} />
              )}
            </li>
          ))}
        </ul>
      </Box>
      <Pagination
        total={count}
        page={Math.min(state.page, pages)}
        pageSize={state.limit}
        pageSizeOptions={LISTING_LIMITS.pageSizes}
        onPageChange={changePage}
        onPageSizeChange={setLimit}
        withQuickJump
        disabled={query.isFetching}
        label={`${label} sayfaları`}
      />
    </Stack>
  );
}
