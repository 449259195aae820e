import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { choreKeys } from './query-keys';

/** Whether the person has a calendar feed address, and since when; never the address (the server keeps its hash). */
export type CalendarFeedStatus = { active: boolean; created_at: string | null };

export async function getCalendarFeed(): Promise<CalendarFeedStatus> {
  return apiFetch<CalendarFeedStatus>('/api/calendar/feed');
}

export function useCalendarFeed() {
  return useQuery({ queryKey: choreKeys.calendarFeed, queryFn: getCalendarFeed });
}
