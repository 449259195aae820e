import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationKind } from '@tidy/domain/notifications';
import { apiFetch } from '../../../lib/api-fetch';
import type { NotificationSettings, WeeklySummarySettings } from './get-notification-settings';
import { notificationKeys } from './query-keys';

export type NotificationSettingsChange = {
  kinds?: Partial<Record<NotificationKind, boolean>>;
  /** An IANA zone name, e.g. Europe/Berlin; 400 when the server does not know it. */
  time_zone?: string;
  weekly_summary?: Partial<WeeklySummarySettings>;
};

export function updateNotificationSettings(change: NotificationSettingsChange): Promise<NotificationSettings> {
  return apiFetch<NotificationSettings>('/api/notifications/settings', { method: 'PATCH', body: change });
}

type Rollback = {
  kinds: Partial<Record<NotificationKind, boolean>>;
  weekly_summary: Partial<WeeklySummarySettings>;
};

const mutationKey = [...notificationKeys.settings, 'update'] as const;

/**
 * Switches show the change at once; on failure only the kinds (and weekly summary fields) this change
 * touched are put back, so a second switch flipped meanwhile keeps its own outcome. The last answer is
 * written into the cache.
 */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: updateNotificationSettings,
    onMutate: async (change): Promise<Rollback> => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.settings });
      const before = queryClient.getQueryData<NotificationSettings>(notificationKeys.settings);
      const rollback: Rollback = { kinds: {}, weekly_summary: {} };
      if (!before || (!change.kinds && !change.weekly_summary)) return rollback;
      for (const kind of Object.keys(change.kinds ?? {}) as NotificationKind[]) rollback.kinds[kind] = before.kinds[kind];
      const summary = change.weekly_summary ?? {};
      for (const field of Object.keys(summary) as (keyof WeeklySummarySettings)[]) {
        Object.assign(rollback.weekly_summary, { [field]: before.weekly_summary[field] });
      }
      queryClient.setQueryData<NotificationSettings>(notificationKeys.settings, {
        ...before,
        kinds: { ...before.kinds, ...change.kinds },
        weekly_summary: { ...before.weekly_summary, ...summary },
      });
      return rollback;
    },
    onError: (_error, _change, rollback) => {
      if (!rollback) return;
      queryClient.setQueryData<NotificationSettings>(notificationKeys.settings, (current) =>
        current
          ? {
              ...current,
              kinds: { ...current.kinds, ...rollback.kinds },
              weekly_summary: { ...current.weekly_summary, ...rollback.weekly_summary },
            }
          : current,
      );
    },
    onSuccess: (settings) => {
      // An earlier answer does not know of a switch flipped after it was sent: wait for the last one.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      queryClient.setQueryData(notificationKeys.settings, settings);
    },
  });
}
