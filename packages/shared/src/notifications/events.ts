/**
 * The domain events that become notifications. A module that does something someone should hear of emits one of
 * these (through the API's `app.events`); the notifications module turns it into one stored notification per
 * recipient and delivers it on the channels each recipient allows. The pipeline knows these types, never the modules
 * that emit them.
 */
export const notificationTypes = [
  'message.received',
  'review.created',
  'review.replied',
  'order.placed',
  'order.shipped',
  'order.delivered',
  'order.cancelled',
  'order.return_updated',
  'seller.application_decided',
  'quote.requested',
  'quote.offered',
  'quote.accepted',
  'appointment.requested',
  'appointment.confirmed',
  'appointment.cancelled',
  'appointment.reminder',
  'appointment.completed',
  'vehicle.reminder',
  // Marketing (İYS): an admin's announcement to everyone who asked for them (see ./preferences.ts).
  'announcement',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** What a type is about, the part before its dot: 'appointment' for 'appointment.completed'. */
export type NotificationSubject = SubjectOf<NotificationType>;
type SubjectOf<Type> = Type extends `${infer Subject}.${string}` ? Subject : Type;

export const notificationSubject = (type: NotificationType) => type.split('.')[0] as NotificationSubject;

export interface DomainEvent {
  type: NotificationType;
  /** The users to tell; the actor is never told of their own action. */
  recipientIds: string[];
  /** Who caused it, when a person did. */
  actorId?: string | null;
  /** The web path the notification opens, e.g. '/mesajlar?konusma=…' or '/siparislerim/…'. */
  link: string;
  /** Values for the Turkish text of the type, e.g. { name: 'Ayşe', business: 'Usta Oto' }. */
  params: Record<string, string>;
  /** At most one event per key while it waits: a second emit with the same key adds nothing. */
  key?: string;
  /**
   * Notifications of one subject that collapse while unread (docs/decisions/022-notification-pipeline.md): a new event
   * of the same type and group updates the recipient's unread notification instead of adding one, e.g. one per
   * conversation for chat messages. Without it every event is its own notification.
   */
  group?: string;
  /**
   * When it happened (ISO 8601), set on emit. Queued events may be handled out of order; a collapsed notification
   * keeps the words of its latest event by this time, not by which job ran last.
   */
  occurredAt?: string;
}
