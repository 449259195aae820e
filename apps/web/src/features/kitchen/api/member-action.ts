import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskState } from '@tidy/domain/task-state';
import { apiFetch } from '../../../lib/api-fetch';
import { memberBody, type AsMember, type KitchenItem, type MemberDay } from './get-member-day';
import { kitchenKeys } from './query-keys';

/**
 * What a member does on the tablet: the same five actions as on their own Today (each a route of its own, all of
 * one shape), done by the server through the same services and recorded as theirs.
 */
export type MemberAction = 'complete-chore' | 'complete' | 'uncomplete' | 'submit' | 'submit-assignment';

export type ActionResult = { outcome: { state: TaskState; points_awarded: number | null }; day: MemberDay };

const pathOf = (action: MemberAction, item: Pick<KitchenItem, 'id'>) => {
  const id = encodeURIComponent(item.id);
  switch (action) {
    case 'complete-chore':
      return `/chore-occurrences/${id}/complete`;
    case 'submit-assignment':
      return `/assignments/${id}/submit`;
    default:
      return `/daily-tasks/${id}/${action}`;
  }
};

export type MemberActionInput = { member: AsMember; action: MemberAction; item: KitchenItem };

export function runMemberAction({ member, action, item }: MemberActionInput): Promise<ActionResult> {
  return apiFetch<ActionResult>(`/api/kitchen/members/${encodeURIComponent(member.userId)}${pathOf(action, item)}`, {
    method: 'POST',
    body: memberBody(member),
  });
}

/** Writes: the member's day, from the answer (which carries it). */
export function useMemberAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runMemberAction,
    onSuccess: ({ day }, { member }) =>
      queryClient.setQueryData(kitchenKeys.memberDay(member.userId, member.date), day),
  });
}
