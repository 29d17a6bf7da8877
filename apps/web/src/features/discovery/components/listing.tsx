import { Box, Container, Group, Stack } from '@mantine/core';
import type { ListingFilterKey } from '@otousta/shared/schemas/listing';
import type { ReactNode } from 'react';
import type { ListingDefaults } from '../listing-params';
import { rememberCity } from '../onboarding/use-onboarding';
import { useListingUrl } from '../use-listing-url';
import { BusinessResults } from './business-results';
import { FindBar } from './find-bar';
import { HomeSearch } from './home-search';
import classes from './listing.module.css';
import { FilterChips, FilterPanel, FilterSidebar } from './listing-filters';
import { ListingHeading } from './listing-heading';

export interface ListingProps {
  /** Where the list starts when the address names no city (docs/decisions/043-no-silent-city.md). */
  defaults: ListingDefaults;
  /** Shown between the search and the list (the welcome helper). */
  children?: ReactNode;
}

/** The home page: its search, then the business listing (docs/product.md §2 'Home', 'Business listing'). */
export function Listing({ defaults, children }: ListingProps) {
  const listing = useListingUrl(defaults);
  const { state } = listing;
  // A city picked on the list is the device's last choice.
  const setFilter = (key: ListingFilterKey, value: string | null) => {
    if (key === 'city') rememberCity(value);
    listing.setFilter(key, value);
  };
  const filterProps = {
    filters: state.filters,
    onChange: setFilter,
    onClear: listing.clearFilters,
    minRating: state.find?.minRating,
    onMinRatingChange: (minRating: string | undefined) => listing.setFind({ minRating }),
  };
  return (
    <Container size="xl" py="md">
      <HomeSearch state={state} update={listing.update} onCityChosen={rememberCity} />
      {children && <Box mb="lg">{children}</Box>}
      <ListingHeading
        title="İşletmeler"
        lead="Size uygun servis, çekici ve ustayı bulun; mesaj atın, arayın, değerlendirin."
        level={2}
      />
      <div className={classes.layout}>
        <Box visibleFrom="md">
          <FilterSidebar {...filterProps} />
        </Box>
        <Stack gap="md" miw={0}>
          <Box hiddenFrom="md">
            <FilterPanel {...filterProps} />
          </Box>
          <FindBar find={state.find ?? {}} onChange={listing.setFind} city={state.filters.city} withSearch={false} />
          <Group visibleFrom="md" mih={28}>
            <FilterChips {...filterProps} />
          </Group>
          <BusinessResults
            state={state}
            paging={listing}
            onClearFilters={listing.clearFilters}
            label="İşletmeler"
            onSearchArea={(bbox) => listing.setFind({ bbox })}
          />
        </Stack>
      </div>
    </Container>
  );
}
