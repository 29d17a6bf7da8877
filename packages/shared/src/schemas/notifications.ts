// The notification centre and preferences (docs/product.md 'Notifications', docs/decisions/022-notification-pipeline.md).
import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';
import { notificationTypes } from '../notifications/events.js';
import { entityIds, pageLimitSchema } from './api.js';
import { trimmedText } from './trimmed-text.js';

export const NOTIFICATION_LIMITS = {
  pageSize: 20,
  maxPageSize: 50,
  dropdownSize: 8,
  tokenMax: 512,
  announcementTitleMin: 3,
  announcementTitleMax: 120,
  announcementTextMin: 10,
  announcementTextMax: 1000,
} as const;

export const notificationTypeSchema = z.enum(notificationTypes, { error: errorMessages.INVALID_NOTIFICATION_TYPE });

export const notificationChannels = ['inApp', 'email', 'push'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** 'time_id' of the last row of the previous page: its sort time in milliseconds and its id. */
const cursorPattern = /^\d{1,15}_[\w-]{1,64}$/;

/** GET /api/notifications: newest first, continued with the previous page's nextCursor. */
export const notificationListQuerySchema = z.object({
  cursor: z
    .string({ error: errorMessages.INVALID_CURSOR })
    .max(100, errorMessages.INVALID_CURSOR)
    .regex(cursorPattern, errorMessages.INVALID_CURSOR)
    .optional()
    .describe('Önceki sayfanın nextCursor değeri'),
  limit: pageLimitSchema({ size: NOTIFICATION_LIMITS.pageSize, max: NOTIFICATION_LIMITS.maxPageSize }),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationSchema = z.object({
  ...entityIds,
  type: notificationTypeSchema,
  title: z.string(),
  body: z.string(),
  /** The web path of its subject: the conversation, order, review or application. */
  link: z.string(),
  actorId: z.string().nullable(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
  /** When the last event of it happened (a collapsed chat notification moves up with each new message). */
  updatedAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Unread notifications are counted up to this many: the bell shows '99+' past 99, and a count costs what it counts. */
export const UNREAD_COUNT_MAX = 100;
const unreadCount = z
  .number()
  .int()
  .describe(`Okunmamış bildirim sayısı, en fazla ${UNREAD_COUNT_MAX} sayılır (zil 99'dan sonra '99+' gösterir)`);

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unreadCount,
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationReadResponseSchema = z.object({
  notification: notificationSchema,
  unreadCount,
});

export const notificationReadAllResponseSchema = z.object({ unreadCount });

const channelSwitch = z.boolean({ error: errorMessages.VALIDATION });

export const notificationPreferenceSchema = z.object(
  { type: notificationTypeSchema, inApp: channelSwitch, email: channelSwitch, push: channelSwitch },
  { error: errorMessages.VALIDATION },
);
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** GET and PUT /api/notifications/preferences: one row per type; PUT may send only the rows it changes. */
export const notificationPreferencesSchema = z.object(
  {
    preferences: z
      .array(notificationPreferenceSchema, { error: errorMessages.VALIDATION })
      .max(notificationTypes.length * 2, errorMessages.VALIDATION),
  },
  { error: errorMessages.VALIDATION },
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** POST /api/notifications/unsubscribe: the signed token of the mail's link (JSON, or RFC 8058's form post). */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: errorMessages.UNSUBSCRIBE_TOKEN_INVALID })
    .min(1, errorMessages.UNSUBSCRIBE_TOKEN_INVALID)
    .max(NOTIFICATION_LIMITS.tokenMax, errorMessages.UNSUBSCRIBE_TOKEN_INVALID),
});

export const unsubscribeResponseSchema = z.object({ type: notificationTypeSchema, channel: z.literal('email') });

/** POST /api/admin/announcements: an admin's announcement, a marketing notification to those who asked for them. */
export const announcementInputSchema = z.object({
  title: trimmedText(
    errorMessages.ANNOUNCEMENT_TITLE_REQUIRED,
    NOTIFICATION_LIMITS.announcementTitleMin,
    NOTIFICATION_LIMITS.announcementTitleMax,
    errorMessages.ANNOUNCEMENT_TITLE_REQUIRED,
  ),
  text: trimmedText(
    errorMessages.ANNOUNCEMENT_TEXT_REQUIRED,
    NOTIFICATION_LIMITS.announcementTextMin,
    NOTIFICATION_LIMITS.announcementTextMax,
    errorMessages.ANNOUNCEMENT_TEXT_REQUIRED,
  ),
});
export type AnnouncementInput = z.input<typeof announcementInputSchema>;

/** How many accounts the announcement goes to: those who turned announcements on for at least one channel. */
export const announcementResultSchema = z.object({ recipients: z.number().int() });
