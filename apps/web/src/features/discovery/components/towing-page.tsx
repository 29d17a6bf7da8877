import { Alert, Button, Card, Container, Group, Select, Stack, Text, Title } from '@mantine/core';
import { cityOptions } from '@otousta/shared/options/cities';
import { TOWING_SECTOR } from '@otousta/shared/options/vehicles';
import { IconCurrentLocation, IconTruck } from '@tabler/icons-react';
import { turkishOptionsFilter } from '../../../components/ui/turkish-options-filter';
import { useGeolocation } from '../hooks/use-geolocation';
import { useOnboardingData } from '../onboarding/onboarding-store';
import { useListingUrl } from '../use-listing-url';
import { BusinessResults } from './business-results';
import { DistrictSelect } from './district-select';
import { ListingHeading } from './listing-heading';
import { TowCard } from './tow-card';

/**
 * /cekici-hizmetleri (docs/product.md §2, §4 'Acil Çekici'): one tap on 'Konumumu kullan' lists the nearest tow
 * services with a big 'Ara' and 'Konumumu mesajla gönder'; without a position, towing businesses by city.
 */
export function TowingPage() {
  const onboarding = useOnboardingData();
  const listing = useListingUrl({ city: onboarding.city ?? undefined });
  const near = listing.state.find?.near;
  const district = listing.state.find?.district;
  const geo = useGeolocation((position) => listing.setFind({ near: position, sort: 'distance' }));
  // The sector is fixed; the city, or the visitor's position, comes from the URL.
  const state = {
    ...listing.state,
    filters: { city: listing.state.filters.city, sector: TOWING_SECTOR },
    find: near ? { near } : district ? { district } : undefined,
  };
  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Card withBorder radius="lg" padding="lg" mb="lg" bg="red.0" component="section" aria-labelledby="acil-cekici">
        <Stack gap="sm">
          <Title order={1} id="acil-cekici" fz={{ base: 26, sm: 32 }}>
            <IconTruck size={30} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 8 }} />
            Acil Çekici
          </Title>
          <Text>Yolda mı kaldınız? Konumunuzu paylaşın, size en yakın çekicileri hemen arayın.</Text>
          <Button
            size="xl"
            color="red"
            fullWidth
            maw={{ sm: 420 }}
            leftSection={<IconCurrentLocation size={26} aria-hidden />}
            loading={geo.state.status === 'locating'}
            onClick={geo.locate}
          >
            {near ? 'Konumumu yenile' : 'Konumumu kullan'}
          </Button>
          {geo.state.status === 'error' && (
            <Alert color="orange" variant="light" role="alert" withCloseButton onClose={geo.clearError}>
              {geo.state.message}
            </Alert>
          )}
          {near && (
            <Text size="sm" role="status">
              Konumunuza en yakın çekiciler önce gösteriliyor.{' '}
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => listing.setFind({ near: undefined, sort: undefined })}
              >
                Şehre göre listele
              </Button>
            </Text>
          )}
        </Stack>
      </Card>
      <ListingHeading title="Çekici Hizmetleri" lead="Yolda kaldığınızda size en yakın çekiciye ulaşın." level={2}>
        <Group gap="sm" align="flex-end" w={{ base: '100%', xs: 'auto' }}>
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
          {!near && (
            <DistrictSelect
              city={state.filters.city}
              value={district}
              onChange={(value) => listing.setFind({ district: value, sort: undefined })}
            />
          )}
        </Group>
      </ListingHeading>

      <BusinessResults
        state={state}
        paging={listing}
        onClearFilters={listing.state.filters.city ? listing.clearFilters : undefined}
        messageLabel="Mesaj Gönder"
        label="Çekiciler"
        renderCard={near ? (business) => <TowCard business={business} near={near} /> : undefined}
        onSearchArea={(bbox) => listing.setFind({ bbox })}
      />
    </Container>
  );
}
