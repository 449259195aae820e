import { useQuery } from '@tanstack/react-query';
import type { SubmissionStatus } from '@tidy/domain/constants';
import { apiFetch } from '../../../lib/api-fetch';
import { taskKeys } from './query-keys';

export type DailyTask = {
  id: string;
  title: string;
  description: string | null;
  estimated_time: number;
  points: number;
  task_date: string;
  is_completed: boolean;
  completed_at: string | null;
  submission_status: SubmissionStatus;
  submitted_at: string | null;
  approved_at: string | null;
  rejection_reason: string | null;
  points_awarded: number | null;
  /** An organizer's own task, approved as they submitted it at its own points. */
  self_approved: boolean;
};

/** Your own daily tasks in a space for one date (YYYY-MM-DD), oldest first. */
export async function getDailyTasks(spaceId: string, date: string): Promise<DailyTask[]> {
  const body = await apiFetch<{ date: string; tasks: DailyTask[] }>(
    `/api/spaces/${encodeURIComponent(spaceId)}/daily-tasks?date=${encodeURIComponent(date)}`,
  );
  return body.tasks;
}

export function useDailyTasks(spaceId: string, date: string) {
  return useQuery({ queryKey: taskKeys.dailyTasks(spaceId, date), queryFn: () => getDailyTasks(spaceId, date) });
}
