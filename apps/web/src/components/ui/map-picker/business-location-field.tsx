import type { BusinessValues } from '../../../lib/business-values';
import { LocationField } from './location-field';
import type { PickedLocation } from './map-config';

interface BusinessLocationFieldProps {
  values: Pick<BusinessValues, 'location' | 'businessAddress'>;
  set: { (field: 'location', value: PickedLocation): void; (field: 'businessAddress', value: string): void };
  error?: string;
  required?: boolean;
}

/** The business's map pin, as the registration and the profile forms both set it. */
export function BusinessLocationField({ values, set, error, required }: BusinessLocationFieldProps) {
  return (
    <LocationField
      label="İşletme Konumu"
      required={required}
      description="Müşterilerin sizi haritada bulması için işletmenizin yerini işaretleyin."
      value={values.location}
      error={error}
      onChange={(location) => {
        set('location', location);
        // The map's address is a starting point; what the user typed by hand is never overwritten.
        if (!values.businessAddress.trim() && location.address) set('businessAddress', location.address);
      }}
    />
  );
}
