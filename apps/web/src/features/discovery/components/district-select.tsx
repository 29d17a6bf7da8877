import { Select } from '@mantine/core';
import { shopMessages } from '@otousta/shared/messages/tr';
import { turkishOptionsFilter } from '../../../components/ui/turkish-options-filter';
import { useDistricts } from '../../../lib/districts';

export interface DistrictSelectProps {
  /** The chosen province's slug; without one there is nothing to pick. */
  city: string | undefined;
  value: string | undefined;
  onChange: (district: string | undefined) => void;
}

/** A district of the chosen province (the offline gazetteer): the list then starts from its centre, nearest first. */
export function DistrictSelect({ city, value, onChange }: DistrictSelectProps) {
  const districts = useDistricts(city);
  return (
    <Select
      label="İlçe"
      placeholder={city ? 'Tüm ilçeler' : 'Önce şehir seçin'}
      w={{ base: '100%', xs: 220 }}
      searchable
      clearable
      filter={turkishOptionsFilter}
      nothingFoundMessage="İlçe bulunamadı"
      data={districts.data ?? []}
      value={value ?? null}
      onChange={(district) => onChange(district ?? undefined)}
      disabled={!city}
      error={districts.isError ? shopMessages.districtsFailed : undefined}
    />
  );
}
