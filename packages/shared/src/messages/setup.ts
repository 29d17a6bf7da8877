import type { SetupStepKey } from '../schemas/setup.js';

/**
 * The words of a business's setup checklist in /profilim and of the nudge its owner sees on the public page. Step
 * names and why each matters live with the steps (schemas/setup.ts).
 */
export const setupTexts = {
  title: 'İşletme kurulumu',
  lead: 'Bu adımları tamamlayan işletme aramalarda, haritada ve randevularda eksiksiz görünür.',
  progress: (done: number, total: number) => `${done}/${total} tamamlandı`,
  progressLabel: 'Kurulum ilerlemesi',
  complete: 'Kurulumunuz tamamlandı. Müşteriler sizi her filtreyle bulabilir.',
  done: 'Tamamlandı',
  missing: 'Eksik',
  loadFailed: 'Kurulum durumu yüklenemedi.',
  nudgeTitle: 'Profiliniz eksik',
  nudgeLink: 'Profilimde tamamla',
  nudgeNote: 'Bu notu yalnızca siz görüyorsunuz.',
} as const;

/** What each missing step's button says: the place it is done. */
export const setupActionTexts: Record<SetupStepKey, string> = {
  hours: 'Saatleri ekle',
  photos: 'Fotoğraf ekle',
  services: 'Hizmetleri yaz',
  location: 'Konumu işaretle',
};

/** The owner's nudge on the public page, naming the first missing step. */
export const setupNudgeTexts: Record<SetupStepKey, string> = {
  hours: 'çalışma saatlerini ekleyin',
  photos: 'işyerinizin fotoğrafını ekleyin',
  services: 'verdiğiniz hizmetleri yazın',
  location: 'haritadaki konumunuzu işaretleyin',
};
