/** The texts of turning notifications on and off on a device (docs/product.md 'Web Push'). */
export const pushTexts = {
  settingsTitle: 'Anlık Bildirimler',
  settingsIntro:
    'Yeni bir mesaj ya da size ait bir gelişme olduğunda, site kapalıyken bile bu cihaza bildirim gönderelim.',
  on: 'Bu cihazda bildirimler açık.',
  off: 'Bu cihazda bildirimler kapalı.',
  turnOn: 'Bildirimleri Aç',
  turnOff: 'Bildirimleri Kapat',
  turnedOn: 'Bildirimler açıldı. Yeni bir gelişme olduğunda bu cihaza haber vereceğiz.',
  turnedOff: 'Bu cihaza artık bildirim gönderilmeyecek.',
  unsupported:
    'Bu tarayıcı anlık bildirimleri desteklemiyor. iPhone ve iPad’de önce siteyi Ana Ekrana ekleyip oradan açın.',
  denied:
    'Bildirimlere tarayıcınızda izin verilmemiş. Adres çubuğundaki site ayarlarından bildirimlere izin verip tekrar deneyin.',
  failed: 'Bildirim ayarı değiştirilemedi',
  /** The browser could not get a subscription from its push service (offline, or the service refused). */
  serviceUnreachable:
    'Tarayıcınızın bildirim servisine ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.',
  promptTitle: 'Yanıt geldiğinde haber verelim mi?',
  promptBody: 'Mesajınıza yanıt geldiğinde, site kapalıyken bile bu cihaza bildirim gönderebiliriz.',
  promptLater: 'Şimdi Değil',
  promptClose: 'Kapat',
} as const;
