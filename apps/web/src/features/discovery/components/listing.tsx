import { Box, Button, Container, Group, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ListingDefaults } from '../listing-params';
import { useListingUrl } from '../use-listing-url';
import { BusinessResults } from './business-results';
import { FindBar } from './find-bar';
import classes from './listing.module.css';
import { FilterChips, FilterPanel, FilterSidebar } from './listing-filters';
import { ListingHeading } from './listing-heading';

export interface ListingProps {
  /** The onboarding answers: the filters the list starts with. */
  defaults: ListingDefaults;
  /** docs/product.md §4: forgets the onboarding answers and asks them again; absent for whom the onboarding does not ask. */
  onResetOnboarding?: () => void;
}

/** The business listing of the home page (docs/product.md §2 'Business listing'). */
export function Listing({ defaults, onResetOnboarding }: ListingProps) {
  const listing = useListingUrl(defaults);
  const { state } = listing;
  const filterProps = { filters: state.filters, onChange: listing.setFilter, onClear: listing.clearFilters };
  return (
    <Container size="xl" py="lg">
      <ListingHeading
        title="İşletmeler"
        lead="Size uygun servis, çekici ve ustayı bulun; mesaj atın, arayın, değerlendirin."
      >
        {onResetOnboarding && (
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={onResetOnboarding}
          >
            Tercihleri Sıfırla
          </Button>
        )}
      </ListingHeading>
      <div className={classes.layout}>
        <Box visibleFrom="md">
          <FilterSidebar {...filterProps} />
        </Box>
        <Stack gap="md" miw={0}>
          <Box hiddenFrom="md">
            <FilterPanel {...filterProps} />
          </Box>
          <FindBar find={state.find ?? {}} onChange={listing.setFind} city={state.filters.city} />
          <Group visibleFrom="md" mih={28}>
            <FilterChips filters={state.filters} onChange={listing.setFilter} />
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
