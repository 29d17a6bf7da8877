import type { NotificationType } from './events.js';

export interface ChannelSwitches {
  inApp: boolean;
  email: boolean;
  push: boolean;
}

/**
 * Marketing types (İYS): not about the user's own business with anyone, so every channel stays off until the user
 * turns it on, and their mail goes only to someone who also gave `marketingConsent`.
 */
export const marketingTypes: ReadonlySet<NotificationType> = new Set(['announcement']);

const serviceDefaults: Readonly<ChannelSwitches> = { inApp: true, email: true, push: true };
const marketingDefaults: Readonly<ChannelSwitches> = { inApp: false, email: false, push: false };

/**
 * What a user gets before they choose (docs/product.md 'Notifications'): a service message about the user's own
 * conversations, orders, reviews, applications, quotes, appointments and vehicles is on for every channel; a marketing
 * type is off for every channel.
 */
export const defaultChannels = (type: NotificationType): Readonly<ChannelSwitches> =>
  marketingTypes.has(type) ? marketingDefaults : serviceDefaults;

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
    types: [
      'appointment.requested',
      'appointment.confirmed',
      'appointment.cancelled',
      'appointment.reminder',
      'appointment.completed',
    ],
  },
  { label: 'Araçlarım', types: ['vehicle.reminder'] },
  { label: 'Duyurular', types: ['announcement'] },
];

/**
 * Types only one kind of account ever receives: a seller hears of orders placed with it, a business of requests,
 * reviews and bookings addressed to it. The preferences table hides them from everyone else, who would never get them.
 */
const audienceOf: Partial<Record<NotificationType, 'seller' | 'business'>> = {
  'order.placed': 'seller',
  'review.created': 'business',
  'quote.requested': 'business',
  'quote.accepted': 'business',
  'appointment.requested': 'business',
};

/** Whether the preferences table shows a type to this account. */
export const receivesType = (type: NotificationType, account: { isBusiness: boolean; isSeller: boolean }) => {
  const audience = audienceOf[type];
  return audience === undefined || (audience === 'seller' ? account.isSeller : account.isBusiness);
};
