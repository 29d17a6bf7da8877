/** The operator's published details: the contact page, the site footer, legal texts and the sender line of every mail. */
export const company = {
  name: 'OtoUsta',
  legalName: 'OtoUsta Teknoloji A.Ş.',
  email: 'destek@otousta.com.tr',
  kvkkEmail: 'kvkk@otousta.com.tr',
  pressEmail: 'basin@otousta.com.tr',
  careersEmail: 'kariyer@otousta.com.tr',
  phone: '0850 123 45 67',
  phoneHref: 'tel:+908501234567',
  /**
   * The version of the privacy notice (Aydınlatma Metni) a registration accepts; a registration records it, and it
   * changes whenever the notice's text does (its 'Son güncelleme' date).
   */
  privacyNoticeVersion: '2026-11-01',
  address: 'Maslak Mah. Büyükdere Cad. No:255, 34398 Sarıyer/İstanbul',
  hours: [
    { days: 'Pazartesi - Cuma', time: '09:00 - 18:00' },
    { days: 'Cumartesi', time: '10:00 - 16:00' },
    { days: 'Pazar', time: 'Kapalı' },
  ],
  social: [
    { label: 'Instagram', href: 'https://www.instagram.com/otousta' },
    { label: 'Facebook', href: 'https://www.facebook.com/otousta' },
    { label: 'X (Twitter)', href: 'https://x.com/otousta' },
    { label: 'YouTube', href: 'https://www.youtube.com/@otousta' },
  ],
} as const;
