import type { NotificationType } from './events.js';

export interface ChannelSwitches {
  inApp: boolean;
  email: boolean;
  push: boolean;
}

/**
 * What a user gets before they choose (docs/product.md 'Notifications'): every type is a service message about the
 * user's own conversations, orders, reviews, applications, quotes, appointments and vehicles, so each is on for every
 * channel. A marketing type would start with every channel off and mail only with `marketingConsent` (İYS).
 */
export const defaultChannels: Readonly<ChannelSwitches> = { inApp: true, email: true, push: true };

/** The preferences table's order: types grouped by subject. */
export const notificationTypeGroups: readonly { label: string; types: readonly NotificationType[] }[] = [
  { label: 'Mesajlar', types: ['message.received'] },
  {
    label: 'Siparişler',
    types: ['order.placed', 'order.shipped', 'order.delivered', 'order.cancelled', 'order.return_updated'],
  },
  { label: 'Değerlendirmeler', types: ['review.created', 'review.replied'] },
  { label: 'Satıcı başvurusu', types: ['seller.application_decided'] },
  { label: 'Teklifler', types: ['quote.requested', 'quote.offered', 'quote.accepted'] },
  {
    label: 'Randevular',
    types: ['appointment.requested', 'appointment.confirmed', 'appointment.cancelled', 'appointment.reminder'],
  },
  { label: 'Araçlarım', types: ['vehicle.reminder'] },
];
