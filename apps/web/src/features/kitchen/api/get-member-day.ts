import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TaskState } from '@tidy/domain/task-state';
import { apiFetch } from '../../../lib/api-fetch';
import type { KitchenMember } from './get-household';
import { kitchenKeys } from './query-keys';

export type KitchenItem = {
  kind: 'daily' | 'assignment' | 'chore';
  /** The daily task, the assignment or the chore's turn. */
  id: string;
  space: { id: string; name: string };
  title: string;
  estimated_time: number | null;
  state: TaskState;
  points: number | null;
  points_awarded: number | null;
  rejection_reason: string | null;
  due_on: string | null;
  overdue: boolean;
  /** A chore nobody has taken yet: doing it takes it. */
  open: boolean;
};

export type MemberDay = {
  member: KitchenMember;
  date: string;
  spaces: { id: string; name: string; points: number }[];
  items: KitchenItem[];
};

/** What the tablet sends for a member: its date, and the member's PIN when they set one. */
export type AsMember = { userId: string; date: string; pin: string | undefined };

export const memberBody = ({ date, pin }: AsMember) => (pin === undefined ? { date } : { date, pin });

/** A member's own day in the tablet's spaces. 403 `pin_required` / `wrong_pin`; 429 after five wrong PINs. */
export function getMemberDay(member: AsMember): Promise<MemberDay> {
  return apiFetch<MemberDay>(`/api/kitchen/members/${encodeURIComponent(member.userId)}/day`, {
    method: 'POST',
    body: memberBody(member),
  });
}

/** The picked member's day, read again when anything changes in the tablet's spaces (the PIN stays out of the key). */
export function useMemberDay(member: AsMember, initial: MemberDay | undefined) {
  return useQuery({
    queryKey: kitchenKeys.memberDay(member.userId, member.date),
    queryFn: () => getMemberDay(member),
    initialData: initial,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
