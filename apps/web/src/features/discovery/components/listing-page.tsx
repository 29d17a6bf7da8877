import { Box, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useSession } from '../../../lib/session';
import { Onboarding } from '../onboarding/onboarding';
import { useOnboarding } from '../onboarding/use-onboarding';
import { useListingUrl } from '../use-listing-url';
import { BusinessResults } from './business-results';
import { FilterChips, FilterPanel, FilterSidebar } from './listing-filters';

function Listing({ defaultCity }: { defaultCity: string | undefined }) {
  const listing = useListingUrl(defaultCity);
  const { state } = listing;
  const filterProps = { filters: state.filters, onChange: listing.setFilter, onClear: listing.clearFilters };
  return (
    <Container size="xl" py="lg">
      <Stack gap={4} mb="md">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          İşletmeler
        </Title>
        <Text c="dimmed">Size uygun servis, çekici ve ustayı bulun; mesaj atın, arayın, değerlendirin.</Text>
      </Stack>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
          <FilterSidebar {...filterProps} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
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
        </Grid.Col>
      </Grid>
    </Container>
  );
}

/** Home (spec §2): onboarding until it is completed, then the business listing. */
export function ListingPage() {
  const onboarding = useOnboarding();
  const { isSignedIn } = useSession();
  if (!onboarding.data.isCompleted) {
    return (
      <Onboarding
        key={isSignedIn ? 'in' : 'out'}
        onCity={onboarding.chooseCity}
        onVehicle={onboarding.chooseVehicle}
        onSkip={onboarding.complete}
      />
    );
  }
  return <Listing defaultCity={onboarding.data.city ?? undefined} />;
}
