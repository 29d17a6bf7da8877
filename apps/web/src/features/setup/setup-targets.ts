import type { SetupStepKey } from '@otousta/shared/schemas/setup';

/** Where in /profilim each step is done: the hours editor, the photos, or the profile form (services, the map pin). */
export const setupStepHash: Record<SetupStepKey, string> = {
  hours: '#calisma-saatleri',
  photos: '#profile-photos',
  services: '#profil-duzenle',
  location: '#profil-duzenle',
};
