import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useListingUrl } from '../use-listing-url';
import { BusinessResults } from './business-results';
import classes from './listing.module.css';
import { FilterChips, FilterPanel, FilterSidebar } from './listing-filters';

export interface ListingProps {
  defaultCity: string | undefined;
  /** Spec §4: forgets the onboarding answers and asks them again. */
  onResetOnboarding: () => void;
}

/** The business listing of the home page (spec §2 'Business listing'). */
export function Listing({ defaultCity, onResetOnboarding }: ListingProps) {
  const listing = useListingUrl(defaultCity);
  const { state } = listing;
  const filterProps = { filters: state.filters, onChange: listing.setFilter, onClear: listing.clearFilters };
  return (
    <Container size="xl" py="lg">
      <Group justify="space-between" align="flex-end" gap="xs" mb="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            İşletmeler
          </Title>
          <Text c="dimmed">Size uygun servis, çekici ve ustayı bulun; mesaj atın, arayın, değerlendirin.</Text>
        </Stack>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onResetOnboarding}
        >
          Tercihleri Sıfırla
        </Button>
      </Group>
      <div className={classes.layout}>
        <Box visibleFrom="md">
          <FilterSidebar {...filterProps} />
        </Box>
        <Stack gap="md" miw={0}>
          <Box hiddenFrom="md">
            <FilterPanel {...filterProps} />
          </Box>
          <Group visibleFrom="md" mih={28}>
            <FilterChips filters={state.filters} onChange={listing.setFilter} />
          </Group>
          <BusinessResults
            state={state}
            setPage={listing.setPage}
            setLimit={listing.setLimit}
            fixPage={listing.fixPage}
            onClearFilters={listing.clearFilters}
            label="İşletmeler"
          />
        </Stack>
      </div>
    </Container>
  );
}
