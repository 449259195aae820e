/** Cache keys of the notifications feature, in one place. */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** GET /api/notifications/settings: which kinds are on, the reminder hour, the push key and device count. */
  settings: ['notifications', 'settings'] as const,
  /** This device's permission and browser subscription (no request to our server). */
  device: ['notifications', 'device'] as const,
};
