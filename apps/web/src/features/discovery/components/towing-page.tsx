import { Container, Group, Select, Stack, Text, Title } from '@mantine/core';
import { cityOptions } from '@otousta/shared/options/cities';
import { turkishOptionsFilter } from '../../../components/ui/turkish-options-filter';
import { useOnboardingData } from '../onboarding/onboarding-store';
import { useListingUrl } from '../use-listing-url';
import { BusinessResults } from './business-results';

/** /cekici-hizmetleri (spec §2): towing businesses only, filtered by city. */
export function TowingPage() {
  const onboarding = useOnboardingData();
  const listing = useListingUrl(onboarding.city ?? undefined);
  // The sector is fixed; only the city comes from the URL.
  const state = { ...listing.state, filters: { city: listing.state.filters.city, sector: 'cekici' } };
  return (
    <Container size="xl" py="lg">
      <Group justify="space-between" align="flex-end" mb="lg" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            Çekici Hizmetleri
          </Title>
          <Text c="dimmed">Yolda kaldığınızda size en yakın çekiciye ulaşın.</Text>
        </Stack>
        <Select
          label="Şehir"
          placeholder="Tüm şehirler"
          w={{ base: '100%', xs: 260 }}
          searchable
          clearable
          filter={turkishOptionsFilter}
          nothingFoundMessage="Sonuç yok"
          data={cityOptions as { value: string; label: string }[]}
          value={state.filters.city ?? null}
          onChange={(value) => listing.setFilter('city', value)}
        />
      </Group>
      <BusinessResults
        state={state}
        setPage={listing.setPage}
        setLimit={listing.setLimit}
        fixPage={listing.fixPage}
        onClearFilters={listing.state.filters.city ? listing.clearFilters : undefined}
        messageLabel="Mesaj Gönder"
        label="Çekiciler"
      />
    </Container>
  );
}
