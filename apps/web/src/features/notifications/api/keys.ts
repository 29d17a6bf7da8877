/** The notification caches: the bell's latest page, the /bildirimler pages, the preferences. */
export const notificationsKeys = {
  all: ['notifications'] as const,
  latest: () => [...notificationsKeys.all, 'latest'] as const,
  pages: () => [...notificationsKeys.all, 'pages'] as const,
  preferences: () => ['notification-preferences'] as const,
};
