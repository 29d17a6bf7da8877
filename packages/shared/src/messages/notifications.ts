import type { NotificationType } from '../notifications/events.js';

type Params = Readonly<Record<string, string>>;

export interface NotificationText {
  /** What the bell, the push and the mail's subject say. */
  title: string;
  /** One or two sentences: who did what. */
  body: string;
}

/** `name` is the actor's: the pipeline fills it from the account when the emitter leaves it out. */
const p = (params: Params, name: string, fallback = '') => params[name]?.trim() || fallback;

/**
 * The Turkish words of each notification type, filled from the event's `params` (docs/product.md 'Notifications').
 * The params a type reads are named beside it; an emitter that leaves one out still gets a whole sentence.
 */
export const notificationTexts: Record<NotificationType, (params: Params) => NotificationText> = {
  // name (the sender), preview (the message's start), count (unread messages in the conversation, when more than 1)
  'message.received': (v) => ({
    title: `${p(v, 'name', 'Bir kullanıcı')} size mesaj gönderdi`,
    body:
      Number(v.count) > 1
        ? `${v.count} okunmamış mesaj. Son mesaj: ${p(v, 'preview', 'Dosya')}`
        : p(v, 'preview', 'Size bir dosya gönderdi.'),
  }),
  // name (the reviewer), rating (1–5)
  'review.created': (v) => ({
    title: 'Yeni değerlendirme',
    body: `${p(v, 'name', 'Bir müşteri')} işletmenizi ${p(v, 'rating', '?')} yıldızla değerlendirdi.`,
  }),
  // business (who replied; else the actor's name)
  'review.replied': (v) => ({
    title: 'Değerlendirmenize yanıt verildi',
    body: `${p(v, 'business', p(v, 'name', 'İşletme'))} değerlendirmenize yanıt verdi.`,
  }),
  // name (the buyer), total (formatted amount)
  'order.placed': (v) => ({
    title: 'Yeni sipariş',
    body: `${p(v, 'name', 'Bir alıcı')} ${p(v, 'total') ? `${p(v, 'total')} tutarında ` : ''}bir sipariş verdi.`,
  }),
  // name (the seller), carrier, trackingNumber
  'order.shipped': (v) => ({
    title: 'Siparişiniz kargoda',
    body: `${p(v, 'name', 'Satıcı')} siparişinizi ${p(v, 'carrier', 'kargo')} ile gönderdi${
      p(v, 'trackingNumber') ? ` (takip no: ${p(v, 'trackingNumber')})` : ''
    }.`,
  }),
  // name (the seller)
  'order.delivered': (v) => ({
    title: 'Siparişiniz teslim edildi',
    body: `${p(v, 'name', 'Satıcı')} siparişinizi teslim edildi olarak işaretledi.`,
  }),
  // name (who cancelled)
  'order.cancelled': (v) => ({
    title: 'Sipariş iptal edildi',
    body: `${p(v, 'name', 'Alıcı')} siparişi iptal etti; ürünler yeniden satışta.`,
  }),
  // status (Turkish word of the return's new state); told to whichever side did not act
  'order.return_updated': (v) => ({
    title: 'İade talebi güncellendi',
    body: `İade talebinin durumu: ${p(v, 'status', 'güncellendi')}.`,
  }),
  // decision ('approved' | 'rejected'), reason (when rejected)
  'seller.application_decided': (v) =>
    v.decision === 'approved'
      ? { title: 'Satıcı başvurunuz onaylandı', body: 'Artık ürün ekleyip satış yapabilirsiniz.' }
      : {
          title: 'Satıcı başvurunuz reddedildi',
          body: p(v, 'reason') ? `Gerekçe: ${p(v, 'reason')}` : 'Ayrıntılar satış panelinizde.',
        },
  // name (the customer), vehicle
  'quote.requested': (v) => ({
    title: 'Yeni teklif talebi',
    body: `${p(v, 'name', 'Bir müşteri')} ${p(v, 'vehicle') ? `${p(v, 'vehicle')} için ` : ''}sizden teklif istedi.`,
  }),
  // business (else the actor's name), price (formatted range), date (earliest day, GG.AA.YYYY)
  'quote.offered': (v) => ({
    title: 'Yeni teklif',
    body: `${p(v, 'business', p(v, 'name', 'Bir işletme'))} teklif talebinize fiyat verdi${
      p(v, 'price') ? `: ${p(v, 'price')}` : ''
    }${p(v, 'date') ? `, en erken ${p(v, 'date')}` : ''}.`,
  }),
  // name (the customer), outcome ('accepted' to the chosen business, 'declined' to the others), sector
  'quote.accepted': (v) =>
    v.outcome === 'declined'
      ? {
          title: 'Teklif talebi kapandı',
          body: `${p(v, 'name', 'Müşteri')} ${p(v, 'sector') ? `${p(v, 'sector')} talebinde ` : ''}başka bir teklifi seçti.`,
        }
      : {
          title: 'Teklifiniz kabul edildi',
          body: `${p(v, 'name', 'Müşteri')} ${p(v, 'sector') ? `${p(v, 'sector')} talebindeki ` : ''}teklifinizi kabul etti.`,
        },
  // customer (else the actor's name), service, time (formatted date and time)
  'appointment.requested': (v) => ({
    title: 'Yeni randevu talebi',
    body: `${p(v, 'customer', p(v, 'name', 'Bir müşteri'))} ${p(v, 'time') ? `${p(v, 'time')} için ` : ''}randevu istedi${
      p(v, 'service') ? `: ${p(v, 'service')}` : ''
    }.`,
  }),
  // business (else the actor's name), time
  'appointment.confirmed': (v) => ({
    title: 'Randevunuz onaylandı',
    body: `${p(v, 'business', p(v, 'name', 'İşletme'))} ${p(v, 'time') ? `${p(v, 'time')} tarihli ` : ''}randevunuzu onayladı.`,
  }),
  // name (who cancelled), time, reason
  'appointment.cancelled': (v) => ({
    title: 'Randevu iptal edildi',
    body: `${p(v, 'name', 'Karşı taraf')} ${p(v, 'time') ? `${p(v, 'time')} tarihli ` : ''}randevuyu iptal etti${
      p(v, 'reason') ? ` (gerekçe: ${p(v, 'reason')})` : ''
    }.`,
  }),
  // business, service, time
  'appointment.reminder': (v) => ({
    title: 'Randevunuz yaklaşıyor',
    body: `${p(v, 'business', 'İşletme')} randevusu: ${p(v, 'time', 'yarın')}${p(v, 'service') ? `, ${p(v, 'service')}` : ''}.`,
  }),
  // business, service, time (when the job was booked), price (the final price, formatted, when the business gave one)
  'appointment.completed': (v) => ({
    title: 'İşiniz tamamlandı — değerlendirin',
    body: `${p(v, 'business', 'İşletme')} ${p(v, 'time') ? `${p(v, 'time')} tarihli ` : ''}${
      p(v, 'service') ? `"${p(v, 'service')}" ` : ''
    }işinizi tamamladı${p(v, 'price') ? ` (son fiyat: ${p(v, 'price')})` : ''}. Deneyiminizi değerlendirin.`,
  }),
  // plate, kind (e.g. 'Muayene'), due (GG.AA.YYYY), daysBefore
  'vehicle.reminder': (v) => ({
    title: `${p(v, 'kind', 'Araç tarihi')} yaklaşıyor`,
    body: `${p(v, 'plate', 'Aracınız')} için ${p(v, 'kind', 'tarih').toLocaleLowerCase('tr')} tarihi ${p(v, 'due', 'yaklaşıyor')}${
      p(v, 'daysBefore') ? `: ${p(v, 'daysBefore')} gün kaldı` : ''
    }.`,
  }),
  // title, text (the admin's words)
  announcement: (v) => ({ title: p(v, 'title', 'OtoUsta duyurusu'), body: p(v, 'text') }),
};

/** The preferences table: each type's name, under the heading of its subject. */
export const notificationTypeLabels: Record<NotificationType, string> = {
  'message.received': 'Yeni mesajlar',
  'review.created': 'İşletmeme yeni değerlendirme',
  'review.replied': 'Değerlendirmeme yanıt',
  'order.placed': 'Yeni sipariş (satıcı)',
  'order.shipped': 'Siparişim kargoda',
  'order.delivered': 'Siparişim teslim edildi',
  'order.cancelled': 'Sipariş iptali',
  'order.return_updated': 'İade talebi güncellemesi',
  'seller.application_decided': 'Satıcı başvurusu sonucu',
  'quote.requested': 'Yeni teklif talebi',
  'quote.offered': 'Teklif talebime fiyat',
  'quote.accepted': 'Teklifimin kabulü',
  'appointment.requested': 'Yeni randevu talebi',
  'appointment.confirmed': 'Randevu onayı',
  'appointment.cancelled': 'Randevu iptali',
  'appointment.reminder': 'Randevu hatırlatması',
  'appointment.completed': 'İşim tamamlandı (değerlendirme daveti)',
  'vehicle.reminder': 'Araç tarih hatırlatmaları (muayene, sigorta, kasko)',
  announcement: 'OtoUsta duyuruları ve kampanyalar',
};

export const notificationChannelLabels = {
  inApp: 'Site içi',
  email: 'E-posta',
  push: 'Anlık bildirim',
} as const;

/** The words of the bell, the /bildirimler page, the preferences section and the unsubscribe page. */
export const notificationUiTexts = {
  bellLabel: 'Bildirimler',
  bellUnread: (count: number) => `Bildirimler, ${count} okunmamış`,
  pageTitle: 'Bildirimler',
  empty: 'Henüz bildiriminiz yok.',
  emptyHint: 'Mesaj, sipariş ve değerlendirmelerle ilgili gelişmeler burada görünür.',
  loadFailed: 'Bildirimler yüklenemedi.',
  markAllRead: 'Tümünü okundu işaretle',
  markRead: 'Okundu işaretle',
  unread: 'Okunmadı',
  seeAll: 'Tüm bildirimleri gör',
  loadMore: 'Daha fazla göster',
  preferencesTitle: 'Bildirimler',
  preferencesIntro:
    'Hangi gelişmeleri hangi kanaldan duymak istediğinizi seçin. Mesaj, teklif ve randevu e-postaları yalnızca siz sitede değilken ve bildirim okunmadan kalırsa gönderilir. Duyuru e-postaları yalnızca Gizlilik ve Verileriniz bölümünde kampanya ve duyuru e-postalarına izin verdiyseniz gönderilir.',
  preferencesType: 'Bildirim',
  preferencesSaved: 'Bildirim tercihleriniz kaydedildi.',
  preferencesFailed: 'Bildirim tercihleri kaydedilemedi.',
  save: 'Bildirimleri Güncelle',
  unsubscribeTitle: 'E-posta aboneliği',
  unsubscribeGeneric: 'Bu tür e-postaları artık almak istemiyor musunuz?',
  unsubscribeButton: 'Abonelikten Çık',
  unsubscribeDone: 'Abonelikten çıktınız. Bu tür e-postalar size artık gönderilmeyecek.',
  unsubscribeHint: 'Tercihlerinizi istediğiniz zaman Profilim > Bildirimler bölümünden değiştirebilirsiniz.',
  unsubscribeMissing: 'Bağlantı eksik. Lütfen e-postadaki bağlantıyı eksiksiz açın.',
} as const;

/** The mail of a notification: its title as subject and heading, its body, one button to the subject. */
export const notificationMailTexts = {
  greeting: (name: string) => `Merhaba ${name},`,
  action: 'OtoUsta’da Görüntüle',
} as const;
