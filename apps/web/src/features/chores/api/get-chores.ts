import { useQuery } from '@tanstack/react-query';
import type { RecurrenceRule } from '@tidy/domain/recurrence';
import type { AssignmentMode, RotationStrategy } from '@tidy/domain/rotation';
import { apiFetch } from '../../../lib/api-fetch';
import { choreKeys } from './query-keys';

export type ChorePerson = { user_id: string; full_name: string };

/** The turn still to do. */
export type CurrentTurn = {
  /** The occurrence id, for claim / complete / skip. */
  id: string;
  due_on: string;
  due_time: string | null;
  overdue: boolean;
  /** Whose turn it is; null: open for anyone to claim. */
  turn: ChorePerson | null;
  state: 'todo';
  can_claim: boolean;
  can_complete: boolean;
  /** Overdue and someone else's, and you may nudge them (organizers). */
  can_nudge: boolean;
  /** When its person was last nudged about it (ISO), or null. */
  nudged_at: string | null;
};

export type Chore = {
  id: string;
  space_id: string;
  title: string;
  description: string;
  /** Minutes. */
  estimated_time: number;
  points: number;
  /** How it repeats; null: done once. */
  rule: RecurrenceRule | null;
  /** The rule in words ("Every Saturday"), or "Once". */
  repeat: string;
  starts_on: string;
  due_time: string | null;
  area: string | null;
  assignment: { mode: AssignmentMode; strategy: RotationStrategy | null; members: ChorePerson[] };
  /** null for a chore done once that is finished. */
  current: CurrentTurn | null;
  archived: boolean;
  created_at: string;
};

/** The viewer's streak of days with a chore done; a pause freezes it instead of ending it. */
export type ChoreStreak = { current: number; active_today: boolean; paused_today: boolean };

export type ChoreList = { chores: Chore[]; can_manage: boolean; my_streak: ChoreStreak };

/** The space's chores, oldest first, each with whose turn it is; 404 when not a member. */
export function getChores(spaceId: string): Promise<ChoreList> {
  return apiFetch<ChoreList>(`/api/spaces/${encodeURIComponent(spaceId)}/chores`);
}

export function useChores(spaceId: string) {
  return useQuery({ queryKey: choreKeys.list(spaceId), queryFn: () => getChores(spaceId) });
}
