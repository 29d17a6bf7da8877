import { useEffect } from 'react';
import { useSession } from '../../../lib/session';
import { useSavePreferences } from '../api/save-preferences';
import { type OnboardingData, resetOnboarding, useOnboardingData, writeOnboarding } from './onboarding-store';

const asPreferences = (data: OnboardingData) => ({
  ...(data.city ? { city: data.city } : {}),
  ...(data.vehicleType ? { vehicleType: [data.vehicleType] } : {}),
});

/**
 * Onboarding state (docs/product.md §2, §4) kept in localStorage and in step with the signed-in user's preferences: a
 * user who answered on another device skips it here, and answers given here are saved to the account.
 */
export function useOnboarding() {
  const data = useOnboardingData();
  const { user } = useSession();
  const save = useSavePreferences();
  const remoteCity = user?.preferences?.city ?? null;
  const remoteVehicle = user?.preferences?.vehicleType?.[0] ?? null;
  // Preferences are a customer's (docs/product.md §3); a business is not asked, so nothing is adopted or saved for it.
  const userId = user && user.userType !== 'isletme' ? user.id : null;
  const saveMutate = save.mutate;
  const saving = save.isPending;

  useEffect(() => {
    // While answers (or their reset) are on the way, the account's copy is stale: neither adopt nor resend it.
    if (!userId || saving) return;
    if (!data.isCompleted && (remoteCity || remoteVehicle)) {
      // The account already knows the answers: adopt them instead of asking again.
      writeOnboarding({ city: remoteCity, vehicleType: remoteVehicle, isCompleted: true });
      return;
    }
    const local = asPreferences(data);
    const differs = (data.city && data.city !== remoteCity) || (data.vehicleType && data.vehicleType !== remoteVehicle);
    if (data.isCompleted && differs) saveMutate({ id: userId, preferences: local });
  }, [userId, saving, data, remoteCity, remoteVehicle, saveMutate]);

  /**
   * docs/product.md §4 'reset'. A signed-in user's saved answers are cleared too: left in place, they would be adopted
   * again at once and the onboarding would never show.
   */
  const reset = () => {
    resetOnboarding();
    if (userId) saveMutate({ id: userId, preferences: {} });
  };

  return {
    data,
    reset,
    chooseCity: (city: string) => writeOnboarding({ city }),
    chooseVehicle: (vehicleType: string | null) =>
      writeOnboarding(vehicleType ? { vehicleType, isCompleted: true } : { isCompleted: true }),
    complete: () => writeOnboarding({ isCompleted: true }),
  };
}
