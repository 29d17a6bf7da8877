import { Box, Center, Group, Loader, Stack } from '@mantine/core';
import type { ListedBusiness } from '@otousta/shared/schemas/listing';
import { LISTING_LIMITS, type ListingFilters, matchesListingFilters } from '@otousta/shared/schemas/listing-filters';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { pageCount } from '../../../components/ui/pagination/page-window';
import { Pagination } from '../../../components/ui/pagination/pagination';
import { useServiceProviders } from '../api/get-service-providers';
import type { ListingState } from '../listing-params';
import { BusinessCard } from './business-card';
import classes from './business-results.module.css';
import { ListingEmpty, ListingError, ListingSpinner } from './listing-states';
import { ResultsMapView, type ResultsViewMode, ResultsViewToggle } from './results-view';

export interface BusinessResultsProps {
  state: ListingState;
  /** Moves to a page, changes the page size, or replaces a page past the end with the last one. */
  paging: { setPage: (page: number) => void; setLimit: (limit: number) => void; fixPage: (page: number) => void };
  onClearFilters?: () => void;
  messageLabel?: string;
  label: string;
  /** Each business's card; the listing's own card when absent. */
  renderCard?: (business: ListedBusiness, index: number) => ReactNode;
  /** 'Bu alanda ara' on the map: the listing for the visible box. */
  onSearchArea?: (bbox: string) => void;
}

/** The card grid with its states and paginator (docs/product.md §2 'Business listing'). */
export function BusinessResults({
  state,
  paging: { setPage, setLimit, fixPage },
  onClearFilters,
  messageLabel,
  label,
  renderCard,
  onSearchArea,
}: BusinessResultsProps) {
  const [view, setView] = useState<ResultsViewMode>('list');
  const query = useServiceProviders({ ...state.filters, ...state.find, page: state.page, limit: state.limit });
  const top = useRef<HTMLDivElement>(null);
  const count = query.data?.count ?? 0;
  const pages = pageCount(count, state.limit);

  // A page past the end (an old link, a smaller result after a filter) shows the last page instead.
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && count > 0 && state.page > pages) fixPage(pages);
  }, [query.data, query.isPlaceholderData, count, pages, state.page, fixPage]);

  const toggle = (
    <Group justify="flex-end">
      <ResultsViewToggle value={view} onChange={setView} />
    </Group>
  );
  if (query.isPending) return <ListingSpinner />;
  if (query.isError && !query.data) {
    return <ListingError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  // docs/product.md §4: the list is also filtered on the client, so a page still on screen while the next loads hides
  // what the new filters exclude.
  const filters: ListingFilters = state.filters;
  const shown = (query.data?.serviceProviders ?? []).filter((b) => matchesListingFilters(b, filters));
  // An empty box on the map keeps the map, so the visitor can move it and search again.
  if (!query.isPlaceholderData && count === 0 && !(view === 'map' && state.find?.bbox)) {
    return <ListingEmpty onClear={onClearFilters} />;
  }
  const card = (business: ListedBusiness, index: number) =>
    renderCard ? (
      renderCard(business, index)
    ) : (
      <BusinessCard business={business} messageLabel={messageLabel} priority={index < 3} />
    );

  const changePage = (page: number) => {
    setPage(page);
    top.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <Stack gap="lg" ref={top} style={{ scrollMarginTop: 80 }}>
      {toggle}
      <Box pos="relative" aria-busy={query.isFetching}>
        {query.isFetching && (
          // A plain overlay: the next page loads under it while the previous one stays in place.
          <Center pos="absolute" inset={0} style={{ zIndex: 5, background: 'rgb(255 255 255 / 55%)' }} role="status">
            <Loader aria-label="Yükleniyor" />
          </Center>
        )}
        {view === 'map' ? (
          <ResultsMapView businesses={shown} renderCard={(b) => card(b, 0)} onSearchArea={onSearchArea} />
        ) : (
          <ul className={classes.grid} aria-label={label}>
            {shown.map((business, index) => (
              // The first row holds at most three cards (the grid's widest layout).
              <li key={business.id}>{card(business, index)}</li>
            ))}
          </ul>
        )}
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
