import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { cityOptions } from '@otousta/shared/options/cities';
import { sectors } from '@otousta/shared/options/vehicles';
import { foldTurkish } from '@otousta/shared/text/fold';
import { IconSearch, IconTruck } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { SelectField } from '../../../components/ui/select-field';
import { useGeolocation } from '../hooks/use-geolocation';
import { sectorName } from '../labels';
import { type ListingState, withFilter, withFind } from '../listing-params';
import classes from './home-search.module.css';

/** The 'Nerede?' choice standing for the visitor's own position. */
const HERE = 'konum';
const placeOptions = [{ value: '', label: 'Tüm Türkiye' }, { value: HERE, label: 'Konumum' }, ...cityOptions];

/** A service typed the way its name reads ('lastik', 'Oto Elektrik', 'oto elektrık'), else null. */
export function sectorOf(text: string): string | null {
  const folded = foldTurkish(text.trim());
  return sectors.find((s) => foldTurkish(s.label) === folded || foldTurkish(s.value) === folded)?.value ?? null;
}

export interface HomeSearchProps {
  state: ListingState;
  update: (change: (current: ListingState) => ListingState) => void;
  /** The visitor chose a city (or all of Türkiye: null): the device remembers it. */
  onCityChosen: (city: string | null) => void;
}

/**
 * The home page's first screen (docs/product.md §2 'Home'): what OtoUsta does in one line, 'Ne lazım? Nerede?' over
 * the list below, and the emergency button.
 */
export function HomeSearch({ state, update, onCityChosen }: HomeSearchProps) {
  const shown = state.find?.q ?? (state.filters.sector ? sectorName(state.filters.sector) : '');
  const [text, setText] = useState(shown);
  // Back and forward change the address: the box follows it.
  useEffect(() => setText(shown), [shown]);
  const geo = useGeolocation((near) => update((current) => withFind(current, { near, sort: 'distance' })));
  const place = state.filters.city ?? (state.find?.near ? HERE : '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sector = sectorOf(text);
    const q = sector ? undefined : text.trim() || undefined;
    update((current) => withFind(withFilter(current, 'sector', sector), { q }));
  };

  const choosePlace = (value: string) => {
    if (value === HERE) return geo.locate();
    onCityChosen(value || null);
    update((current) => withFind(withFilter(current, 'city', value || null), { near: undefined }));
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="home-title" className={classes.hero}>
      <Title order={1} id="home-title" fz={{ base: 22, sm: 30 }}>
        OtoUsta: aracınız için en yakın usta, servis ve çekici
      </Title>
      <form aria-label="İşletme ara" onSubmit={submit} className={classes.form}>
        <TextInput
          label="Ne lazım?"
          placeholder="Hizmet veya işletme adı, ör. lastik"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
        />
        <SelectField
          label="Nerede?"
          options={placeOptions}
          value={place}
          onChange={(event) => choosePlace(event.currentTarget.value)}
        />
        <Button type="submit" loading={geo.state.status === 'locating'}>
          Ara
        </Button>
      </form>
      {geo.state.status === 'error' && (
        <Alert color="orange" variant="light" role="alert" withCloseButton onClose={geo.clearError}>
          {geo.state.message}
        </Alert>
      )}
      <Group gap="sm">
        <Button
          component={Link}
          to={paths.towing}
          color="red"
          size="md"
          leftSection={<IconTruck size={20} aria-hidden />}
        >
          Acil Çekici
        </Button>
        <Text size="sm" c="dimmed">
          Yolda mı kaldınız? En yakın çekiciyi arayın.
        </Text>
      </Group>
    </Stack>
  );
}
