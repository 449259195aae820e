import { useQuery } from '@tanstack/react-query';
import type { PreferredTaskTime } from '@tidy/domain/constants';
import type { NotificationKind } from '@tidy/domain/notifications';
import { apiFetch } from '../../../lib/api-fetch';
import { notificationKeys } from './query-keys';

export type NotificationSettings = {
  kinds: Record<NotificationKind, boolean>;
  /** IANA zone the daily reminder is timed by. */
  time_zone: string;
  preferred_task_time: PreferredTaskTime;
  /** Local hour the daily reminder goes out: morning 8, afternoon 13, evening 18. */
  reminder_hour: number;
  push: {
    /** The server's VAPID public key, base64url. */
    public_key: string;
    /** How many devices of this person receive notifications. */
    subscriptions: number;
  };
  weekly_summary: WeeklySummarySettings;
};

/** The weekly summary: the day, 0 (Sunday) to 6 (Saturday) on the person's clock, or null for none; and how. */
export type WeeklySummarySettings = { day: number | null; email: boolean; push: boolean };

/** Signed in: every kind is on for a person who never changed them. */
export function getNotificationSettings(): Promise<NotificationSettings> {
  return apiFetch<NotificationSettings>('/api/notifications/settings');
}

export function useNotificationSettings() {
  return useQuery({ queryKey: notificationKeys.settings, queryFn: getNotificationSettings });
}
