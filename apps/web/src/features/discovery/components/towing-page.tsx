import { Alert, Button, Card, Chip, Container, Group, Stack, Text, Title } from '@mantine/core';
import { cityOptions } from '@otousta/shared/options/cities';
import { TOWING_SECTOR } from '@otousta/shared/options/vehicles';
import { IconCurrentLocation, IconTruck } from '@tabler/icons-react';
import { SelectField } from '../../../components/ui/select-field';
import { useGeolocation } from '../hooks/use-geolocation';
import { withFilter, withFind } from '../listing-params';
import { rememberCity } from '../onboarding/use-onboarding';
import { useListingDefaults } from '../place/use-listing-defaults';
import { useListingUrl } from '../use-listing-url';
import { BusinessResults } from './business-results';
import { DistrictSelect } from './district-select';
import { ListingHeading } from './listing-heading';
import { TowCard } from './tow-card';

/**
 * /cekici-hizmetleri (docs/product.md §2, §4 'Acil Çekici'): one tap on 'Konumumu kullan' lists the nearest tow
 * services with 'Konumumu mesajla gönder'; without a position, tow services by city (where the visitor's lists start,
 * docs/decisions/043-no-silent-city.md). Every card says whether it is open and carries a big 'Ara'.
 */
export function TowingPage() {
  const listing = useListingUrl(useListingDefaults());
  const near = listing.state.find?.near;
  const district = listing.state.find?.district;
  const openNow = listing.state.find?.openNow;
  const bbox = listing.state.find?.bbox;
  const geo = useGeolocation((position) => listing.setFind({ near: position, sort: 'distance' }));
  // The sector is fixed; the city, the visitor's position or the map's box ('Bu alanda ara') comes from the URL.
  const state = {
    ...listing.state,
    filters: { city: listing.state.filters.city, sector: TOWING_SECTOR },
    find: {
      ...(near ? { near } : district ? { district } : {}),
      ...(openNow ? { openNow } : {}),
      ...(bbox ? { bbox } : {}),
    },
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
          <SelectField
            label="Şehir"
            w={{ base: '100%', xs: 220 }}
            options={[{ value: '', label: near ? 'Konumum' : 'Tüm Türkiye' }, ...cityOptions]}
            value={state.filters.city ?? ''}
            onChange={(event) => {
              const city = event.currentTarget.value || null;
              rememberCity(city);
              listing.update((current) => withFind(withFilter(current, 'city', city), { near: undefined }));
            }}
          />
          {!near && (
            <DistrictSelect
              city={state.filters.city}
              value={district}
              onChange={(value) => listing.setFind({ district: value, sort: undefined })}
            />
          )}
          <Chip
            checked={openNow === 'true'}
            onChange={(checked) => listing.setFind({ openNow: checked ? 'true' : undefined })}
            size="md"
          >
            Şimdi açık
          </Chip>
        </Group>
      </ListingHeading>

      <BusinessResults
        state={state}
        paging={listing}
        onClearFilters={listing.state.filters.city ? listing.clearFilters : undefined}
        label="Çekiciler"
        renderCard={(business) => <TowCard business={business} near={near} />}
        onSearchArea={(bbox) => listing.setFind({ bbox })}
      />
    </Container>
  );
}
