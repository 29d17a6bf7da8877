import { Alert, Button, Chip, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import type { ListingSort } from '@otousta/shared/schemas/listing';
import { IconCurrentLocation, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { useGeolocation } from '../hooks/use-geolocation';
import type { ListingFind } from '../listing-params';
import { DistrictSelect } from './district-select';

/** What each order means, in one sentence each (docs/product.md §4 'Order of the list'). */
export const sortOptions: { value: ListingSort; label: string }[] = [
  { value: 'recommended', label: 'Önerilen' },
  { value: 'distance', label: 'En yakın' },
  { value: 'rating', label: 'En yüksek puan' },
  { value: 'reviews', label: 'En çok değerlendirilen' },
  { value: 'newest', label: 'En yeni' },
];

export const RECOMMENDED_EXPLAINED =
  'Önerilen sıralama: doğrulanmış işletmeler önce gelir; sonra puan, değerlendirme sayısıyla ağırlıklandırılır, böylece tek bir 5 yıldız yüzlerce iyi değerlendirmenin önüne geçemez.';

export interface FindBarProps {
  find: ListingFind;
  onChange: (change: ListingFind) => void;
  /** What the search box looks for, e.g. 'İşletme veya usta adı'. */
  searchLabel?: string;
  withSort?: boolean;
  /** False where the page has its own search (the home page's 'Ne lazım?'). */
  withSearch?: boolean;
  /** The chosen province: its districts are offered as places to measure from. */
  city?: string;
}

/** Name search, order and 'Konumumu kullan' above a business list. */
export function FindBar({
  find,
  onChange,
  searchLabel = 'İşletme veya usta adı',
  withSort = true,
  withSearch = true,
  city,
}: FindBarProps) {
  const [text, setText] = useState(find.q ?? '');
  // Back and forward change the address: the box follows it.
  useEffect(() => setText(find.q ?? ''), [find.q]);
  const geo = useGeolocation((near) => onChange({ near, sort: 'distance' }));
  const hasPlace = Boolean(find.near || find.district);
  const sort = find.sort ?? (hasPlace ? 'distance' : find.q ? null : 'recommended');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: text.trim() || undefined });
  };

  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" wrap="wrap">
        {withSearch && (
          <form onSubmit={submit} aria-label="İşletme ara" style={{ flex: '1 1 260px' }}>
            <TextInput
              label={searchLabel}
              placeholder="ör. Oto Elektrik"
              value={text}
              maxLength={100}
              onChange={(event) => setText(event.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden />}
              rightSection={
                find.q ? (
                  <CloseButton
                    aria-label="Aramayı temizle"
                    onClick={() => {
                      setText('');
                      onChange({ q: undefined });
                    }}
                  />
                ) : (
                  <Button type="submit" variant="subtle" size="compact-sm" aria-label="Ara">
                    Ara
                  </Button>
                )
              }
              rightSectionWidth={find.q ? 36 : 56}
            />
          </form>
        )}
        {!find.near && (
          <DistrictSelect
            city={city}
            value={find.district}
            // A district orders by distance from its centre; taking it back returns to the default order.
            onChange={(district) => onChange({ district, sort: undefined })}
          />
        )}
        {withSort && (
          <SelectField
            label="Sıralama"
            w={{ base: '100%', xs: 220 }}
            // A name search without a chosen order shows the best-matching names first.
            options={[
              ...(sort ? [] : [{ value: '', label: 'İsme en uygun' }]),
              ...sortOptions.filter((o) => o.value !== 'distance' || hasPlace),
            ]}
            value={sort ?? ''}
            onChange={(event) => onChange({ sort: (event.currentTarget.value as ListingSort) || undefined })}
          />
        )}
        <Chip
          checked={find.openNow === 'true'}
          onChange={(checked) => onChange({ openNow: checked ? 'true' : undefined })}
          size="md"
        >
          Şimdi açık
        </Chip>
        {find.near ? (
          <Button
            variant="light"
            leftSection={<IconCurrentLocation size={18} aria-hidden />}
            onClick={() => onChange({ near: undefined, sort: undefined })}
          >
            Konumu kaldır
          </Button>
        ) : (
          <Button
            variant="default"
            leftSection={<IconCurrentLocation size={18} aria-hidden />}
            loading={geo.state.status === 'locating'}
            onClick={geo.locate}
          >
            Konumumu kullan
          </Button>
        )}
      </Group>
      {geo.state.status === 'error' && (
        <Alert color="orange" variant="light" role="alert" withCloseButton onClose={geo.clearError}>
          {geo.state.message}
        </Alert>
      )}
      {withSort && sort === 'recommended' && (
        <Text size="xs" c="dimmed">
          {RECOMMENDED_EXPLAINED}
        </Text>
      )}
      {find.near && (
        <Text size="sm" c="dimmed" role="status">
          Konumunuza en yakın işletmeler önce gösteriliyor.
        </Text>
      )}
      {!find.near && find.district && sort === 'distance' && (
        <Text size="sm" c="dimmed" role="status">
          {find.district} merkezine en yakın işletmeler önce gösteriliyor.
        </Text>
      )}
    </Stack>
  );
}
