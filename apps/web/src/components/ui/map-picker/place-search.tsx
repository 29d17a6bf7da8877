import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { placeLabel, searchPlacesQueryOptions } from './geo-api';

export interface ChosenPlace {
  label: string;
  lat: number;
  lng: number;
}

const MIN_QUERY = 2;

/**
 * Place search with suggestions from GET /api/geo/search (places in Turkey only). The server already matches with
 * Turkish folding, so the list is shown as it comes. When the search service fails the box is disabled and says
 * so (docs/product.md §8 'Location'); clicking the map still works.
 */
export function PlaceSearch({ onSelect }: { onSelect: (place: ChosenPlace) => void }) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const search = useQuery({
    ...searchPlacesQueryOptions(debounced),
    enabled: debounced.length >= MIN_QUERY,
    placeholderData: keepPreviousData,
  });
  const unavailable = search.isError;

  const places = useMemo(
    () => new Map((search.data?.places ?? []).map((place) => [placeLabel(place), place])),
    [search.data],
  );

  return (
    <Autocomplete
      label="Yer ara"
      placeholder={unavailable ? 'Arama özelliği kullanılamıyor' : 'İl veya ilçe ara (ör. Çankaya)'}
      description={unavailable ? 'Arama özelliği kullanılamıyor' : undefined}
      disabled={unavailable}
      value={text}
      onChange={setText}
      data={debounced.length >= MIN_QUERY ? [...places.keys()] : []}
      // The server filters; filtering again on the client would hide matches such as 'sanliurfa' → 'Şanlıurfa'.
      filter={({ options }) => options}
      onOptionSubmit={(label) => {
        const place = places.get(label);
        if (place) onSelect({ label, lat: place.lat, lng: place.lng });
      }}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={search.isFetching ? <Loader size="xs" /> : null}
      autoComplete="off"
    />
  );
}
