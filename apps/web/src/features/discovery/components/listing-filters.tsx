import { Badge, Button, type ButtonProps, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { brandsFor } from '@otousta/shared/options/brands';
import { cityOptions } from '@otousta/shared/options/cities';
import { sectorsFor, vehicleTypes } from '@otousta/shared/options/vehicles';
import type { ListingFilterKey, ListingFilters } from '@otousta/shared/schemas/listing';
import { IconAdjustmentsHorizontal, IconChevronDown, IconChevronUp, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { brandName, cityName, sectorName, vehicleTypeName } from '../labels';
import { activeFilterCount } from '../listing-params';

export interface ListingFiltersProps {
  filters: ListingFilters;
  onChange: (key: ListingFilterKey, value: string | null) => void;
  onClear: () => void;
  /** '1'–'5': only businesses rated at least this many stars. */
  minRating?: string;
  onMinRatingChange: (value: string | undefined) => void;
}

/** The API takes whole stars (1–5); below 3 narrows next to nothing, so the list offers 3, 4 and 5. */
const ratingOptions = [
  { value: '3', label: '3 yıldız ve üzeri' },
  { value: '4', label: '4 yıldız ve üzeri' },
  { value: '5', label: 'Yalnızca 5 yıldız' },
];
const ratingName = (value: string) => ratingOptions.find((o) => o.value === value)?.label ?? `En az ${value} yıldız`;

/** How many narrowings are set: the five filters and the minimum rating. */
const narrowingCount = (filters: ListingFilters, minRating: string | undefined) =>
  activeFilterCount(filters) + (minRating ? 1 : 0);

const allTypes = vehicleTypes.map((t) => t.value);

/** docs/product.md §4: the five filters, in the order a person narrows down. */
export const filterLabels: Record<ListingFilterKey, string> = {
  city: 'Şehir',
  vehicleType: 'Araç Türü',
  sector: 'Hizmet Alanı',
  brand: 'Marka',
  brandService: 'Yetkili Servis',
};

const valueName: Record<ListingFilterKey, (value: string) => string> = {
  city: cityName,
  vehicleType: vehicleTypeName,
  sector: sectorName,
  brand: brandName,
  brandService: brandName,
};

/** One filter as a native select: a first option stands for 'any', and typing a letter jumps to the matching entry. */
function FilterSelect({
  id,
  filterKey,
  anyLabel,
  options,
  value,
  onChange,
}: {
  id: string;
  filterKey: ListingFilterKey;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  value: string | undefined;
  onChange: ListingFiltersProps['onChange'];
}) {
  return (
    <SelectField
      id={id}
      label={filterLabels[filterKey]}
      options={[{ value: '', label: anyLabel }, ...options]}
      value={value ?? ''}
      onChange={(event) => onChange(filterKey, event.currentTarget.value || null)}
    />
  );
}

function FilterFields({
  filters,
  onChange,
  minRating,
  onMinRatingChange,
  idPrefix,
}: Omit<ListingFiltersProps, 'onClear'> & { idPrefix: string }) {
  // Sectors and brands offered follow the chosen vehicle type, as in registration (docs/product.md §2).
  const types = filters.vehicleType ? [filters.vehicleType] : allTypes;
  const brands = brandsFor(types);
  // Native selects rather than searchable comboboxes: the first screen stays light (issue 'foundation': home
  // route budget), and every browser's own picker works with the keyboard, screen readers and touch.
  const field = (key: ListingFilterKey, anyLabel: string, options: readonly { value: string; label: string }[]) => (
    <FilterSelect
      id={`${idPrefix}-${key}`}
      filterKey={key}
      anyLabel={anyLabel}
      options={options}
      value={filters[key]}
      onChange={onChange}
    />
  );
  return (
    <Stack gap="sm">
      {field('city', 'Tüm Türkiye', cityOptions)}
      {field('vehicleType', 'Tümü', vehicleTypes)}
      {field('sector', 'Tüm hizmetler', sectorsFor(types))}
      {field('brand', 'Tüm markalar', brands)}
      {field('brandService', 'Tüm markalar', brands)}
      <SelectField
        id={`${idPrefix}-minRating`}
        label="Puan"
        options={[
          { value: '', label: 'Tümü' },
          // An address may carry 1 or 2 stars: the select still shows what the list is narrowed by.
          ...(minRating && !ratingOptions.some((o) => o.value === minRating)
            ? [{ value: minRating, label: ratingName(minRating) }]
            : []),
          ...ratingOptions,
        ]}
        value={minRating ?? ''}
        onChange={(event) => onMinRatingChange(event.currentTarget.value || undefined)}
      />
    </Stack>
  );
}

/** The active filters as removable chips (docs/decisions/007-all-81-provinces.md: the default city is one of them). */
export function FilterChips({ filters, onChange, minRating, onMinRatingChange }: Omit<ListingFiltersProps, 'onClear'>) {
  const active = (Object.keys(filterLabels) as ListingFilterKey[]).filter((key) => filters[key]);
  if (!active.length && !minRating) return null;
  return (
    <Group gap={6} aria-label="Etkin filtreler" role="group">
      {active.map((key) => (
        <Badge
          key={key}
          size="lg"
          variant="light"
          color="gray"
          tt="none"
          fw={500}
          pr={2}
          rightSection={
            <CloseButton
              size="xs"
              radius="xl"
              aria-label={`${filterLabels[key]} filtresini kaldır`}
              onClick={() => onChange(key, null)}
            />
          }
        >
          {filterLabels[key]}: {valueName[key](filters[key]!)}
        </Badge>
      ))}
      {minRating && (
        <Badge
          size="lg"
          variant="light"
          color="gray"
          tt="none"
          fw={500}
          pr={2}
          rightSection={
            <CloseButton
              size="xs"
              radius="xl"
              aria-label="Puan filtresini kaldır"
              onClick={() => onMinRatingChange(undefined)}
            />
          }
        >
          Puan: {ratingName(minRating)}
        </Badge>
      )}
    </Group>
  );
}

/** Desktop: a sidebar with the five filters, the minimum rating and 'Filtreleri Temizle'. */
export function FilterSidebar({ onClear, ...fields }: ListingFiltersProps) {
  const count = narrowingCount(fields.filters, fields.minRating);
  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-labelledby="filters-title" pos="sticky" top={80}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id="filters-title">
          Filtreler
        </Title>
        {count > 0 && <Badge variant="light">{count}</Badge>}
      </Group>
      <FilterFields {...fields} idPrefix="filter" />
      <ClearFilters onClear={onClear} disabled={count === 0} mt="md" fullWidth />
    </Paper>
  );
}

/** 'Filtreleri Temizle': drops every filter at once; disabled while none is set. */
function ClearFilters({ onClear, ...props }: { onClear: () => void } & ButtonProps) {
  return (
    <Button variant="default" leftSection={<IconX size={16} aria-hidden />} onClick={onClear} {...props}>
      Filtreleri Temizle
    </Button>
  );
}

/** Mobile: a collapsible panel whose toggle shows how many filters are active, with the chips beneath it. */
export function FilterPanel({ onClear, ...fields }: ListingFiltersProps) {
  const [opened, { toggle }] = useDisclosure(false);
  const count = narrowingCount(fields.filters, fields.minRating);
  const panelId = useId();
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap">
        <Button
          variant="subtle"
          px={4}
          onClick={toggle}
          aria-expanded={opened}
          aria-controls={panelId}
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          rightSection={opened ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
        >
          Filtreler
          {count > 0 && (
            <Badge ml={6} size="sm" circle aria-label={`${count} etkin filtre`}>
              {count}
            </Badge>
          )}
        </Button>
        {count > 0 && (
          <Button variant="subtle" size="xs" color="gray" onClick={onClear}>
            Temizle
          </Button>
        )}
      </Group>
      {count > 0 && (
        <Stack mt="xs" gap={4}>
          <FilterChips {...fields} />
        </Stack>
      )}
      <div id={panelId} hidden={!opened}>
        <Stack mt="sm" gap="sm">
          <FilterFields {...fields} idPrefix="mobile-filter" />
          <ClearFilters onClear={onClear} disabled={count === 0} />
        </Stack>
      </div>
      {count === 0 && !opened && (
        <Text size="xs" c="dimmed" mt={4}>
          Filtre seçilmedi
        </Text>
      )}
    </Paper>
  );
}
