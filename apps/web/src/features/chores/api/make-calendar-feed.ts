import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { CalendarFeedStatus } from './get-calendar-feed';
import { choreKeys } from './query-keys';

/** A new feed address: in this answer only. Any older address stopped working as it was made. */
export type NewCalendarFeed = { url: string; webcal_url: string; created_at: string };

/** Makes the person's calendar feed address, or a new one in place of the old (renewing). */
export async function makeCalendarFeed(): Promise<NewCalendarFeed> {
  return apiFetch<NewCalendarFeed>('/api/calendar/feed', { method: 'POST' });
}

/**
 * Updates: the feed's status (active, since now), without the address. The address lives only in the dialog
 * that asked for it; the mutation's own copy is dropped as soon as nothing watches it (gcTime 0).
 */
export function useMakeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeCalendarFeed,
    gcTime: 0,
    onSuccess: ({ created_at }) =>
      queryClient.setQueryData<CalendarFeedStatus>(choreKeys.calendarFeed, { active: true, created_at }),
  });
}
