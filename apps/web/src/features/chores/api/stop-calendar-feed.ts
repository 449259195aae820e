import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { CalendarFeedStatus } from './get-calendar-feed';
import { choreKeys } from './query-keys';

/** Revokes the person's feed address: calendars subscribed to it stop updating (the feed answers 404). */
export async function stopCalendarFeed(): Promise<void> {
  await apiFetch<unknown>('/api/calendar/feed', { method: 'DELETE' });
}

/** Updates: the feed's status (none). */
export function useStopCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopCalendarFeed,
    onSuccess: () =>
      queryClient.setQueryData<CalendarFeedStatus>(choreKeys.calendarFeed, { active: false, created_at: null }),
  });
}
