import type { SpaceMember } from './api/get-space';
import type { SpaceTask } from './api/get-space-tasks';
import { assignableMembers, memberName } from './space-members';

/** One person's share of the space's tasks, as the organizer's assignment panel lists it. */
export type MemberShare = { userId: string; name: string; role: string | null; tasks: SpaceTask[] };

export type AssignmentBoard = {
  /** Everyone the organizer may assign to, with the tasks they have now (to do, sent back, waiting for review). */
  shares: MemberShare[];
  /** Open tasks nobody has: the ones to hand out. */
  unassigned: SpaceTask[];
};

/** An approved assignment is finished: the task is no longer anyone's. */
const isHeld = (task: SpaceTask) => task.assignment !== null && task.assignment.status !== 'approved';

/**
 * Who has what (spec 02 §2, the Organizer tab's task-assignment panel), in the task list's order. A task
 * still held by someone who has left the space shows under their name, so nothing goes missing.
 */
export function assignmentBoard(tasks: readonly SpaceTask[], members: readonly SpaceMember[]): AssignmentBoard {
  const ordered = [...tasks].sort((a, b) => a.order_index - b.order_index);
  const shares = new Map<string, MemberShare>();
  for (const member of assignableMembers(members)) {
    shares.set(member.user_id, { userId: member.user_id, name: memberName(member), role: member.role, tasks: [] });
  }
  const unassigned: SpaceTask[] = [];
  for (const task of ordered) {
    if (isHeld(task)) {
      const { assigned_to: userId, assignee_name: name } = task.assignment!;
      const share = shares.get(userId) ?? { userId, name: name?.trim() || 'Unknown User', role: null, tasks: [] };
      share.tasks.push(task);
      shares.set(userId, share);
    } else if (!task.is_completed) {
      unassigned.push(task);
    }
  }
  return { shares: [...shares.values()], unassigned };
}
