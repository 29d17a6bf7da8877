import { SelectField } from '../../../components/ui/select-field';
import { useDistricts } from '../../../lib/districts';

export interface DistrictSelectProps {
  /** The chosen province's slug; without one there is nothing to pick. */
  city: string | undefined;
  value: string | undefined;
  onChange: (district: string | undefined) => void;
}

/**
 * A district of the chosen province (the offline gazetteer): the list then starts from its centre, nearest first. A
 * native select, like the listing's filters: the home page stays light, and typing a letter jumps to the district.
 */
export function DistrictSelect({ city, value, onChange }: DistrictSelectProps) {
  const districts = useDistricts(city);
  return (
    <SelectField
      label="İlçe"
      w={{ base: '100%', xs: 220 }}
      options={[
        { value: '', label: city ? 'Tüm ilçeler' : 'Önce şehir seçin' },
        ...(districts.data ?? []).map((name) => ({ value: name, label: name })),
      ]}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || undefined)}
      disabled={!city}
      error={districts.isError ? 'İlçeler yüklenemedi.' : undefined}
    />
  );
}
