import { Container, Select } from '@mantine/core';
import { cityOptions } from '@otousta/shared/options/cities';
import { turkishOptionsFilter } from '../../../components/ui/turkish-options-filter';
import { useOnboardingData } from '../onboarding/onboarding-store';
import { useListingUrl } from '../use-listing-url';
import { BusinessResults } from './business-results';
import { ListingHeading } from './listing-heading';

/** /cekici-hizmetleri (docs/product.md §2): towing businesses only, filtered by city. */
export function TowingPage() {
  const onboarding = useOnboardingData();
  const listing = useListingUrl({ city: onboarding.city ?? undefined });
  // The sector is fixed; only the city comes from the URL.
  const state = { ...listing.state, filters: { city: listing.state.filters.city, sector: 'cekici' } };
  return (
    <Container size="xl" py="lg">
      <ListingHeading title="Çekici Hizmetleri" lead="Yolda kaldığınızda size en yakın çekiciye ulaşın.">
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
      </ListingHeading>
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
