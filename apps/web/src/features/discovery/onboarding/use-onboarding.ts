import { useSession } from '../../../lib/session';
import { useSavePreferences } from '../api/save-preferences';
import { useOnboardingData, writeOnboarding } from './onboarding-store';

/**
 * The welcome helper's state (docs/product.md §2 'Welcome helper'): answers kept on the device and, for a signed-in
 * customer, saved as the account's preferences, so another device starts from them and does not offer the helper.
 */
export function useOnboarding() {
  const data = useOnboardingData();
  const { user } = useSession();
  const save = useSavePreferences();
  // Preferences are a customer's (docs/product.md §3); a business is not asked.
  const customer = user && user.userType !== 'isletme' ? user : null;
  const saved = customer?.preferences ?? {};
  const answered = data.isCompleted || user?.userType === 'isletme' || Boolean(saved.vehicleType?.length);

  return {
    data,
    /** Whether the helper has nothing left to offer: answered or closed here, or answered on the account. */
    answered,
    chooseVehicle: (vehicleType: string) => {
      writeOnboarding({ vehicleType, isCompleted: true });
      if (customer) save.mutate({ id: customer.id, preferences: { ...saved, vehicleType: [vehicleType] } });
    },
    dismiss: () => writeOnboarding({ isCompleted: true }),
  };
}

/** The device's last choice of a list's city (docs/decisions/043-no-silent-city.md); null: all of Türkiye. */
export const rememberCity = (city: string | null) => writeOnboarding({ city });
