import { describe, expect, it } from 'vitest';
import type { SpaceMember } from './api/get-space';
import type { SpaceTask, TaskAssignment } from './api/get-space-tasks';
import { assignmentBoard } from './assignment-board';

const member = (user_id: string, full_name: string, role: SpaceMember['role'], is_you = false): SpaceMember => ({
  user_id,
  full_name,
  email: `${user_id}@example.com`,
  role,
  is_you,
});

let order = 0;
const task = (title: string, assignment: Partial<TaskAssignment> | null = null, is_completed = false): SpaceTask => ({
  id: title,
  title,
  description: null,
  category: 'organize',
  priority: 1,
  estimated_time: 10,
  order_index: order++,
  is_completed,
  updated_at: '2026-03-14T08:00:00.000Z',
  assignment: assignment
    ? {
        id: `a-${title}`,
        assigned_to: 'kid',
        assignee_name: 'Kit',
        status: 'pending',
        rejection_reason: null,
        points_awarded: null,
        ...assignment,
      }
    : null,
});

const MEMBERS = [
  member('me', 'Olga', 'organizer', true),
  member('kid', 'Kit', 'child'),
  member('dad', 'Dan', 'parent'),
];
const titles = (tasks: readonly SpaceTask[]) => tasks.map((item) => item.title);

describe('assignmentBoard: who has what', () => {
  const tasks = [
    task('Sort shoes', { assigned_to: 'kid', status: 'pending' }),
    task('Clear desk'),
    task('Fold towels', { assigned_to: 'dad', assignee_name: 'Dan', status: 'submitted' }),
    task('Dust shelf', { assigned_to: 'kid', status: 'rejected' }),
    task('Wipe table', { assigned_to: 'kid', status: 'approved' }, true),
    task('Empty bin', null, true),
    task('Water plants', { assigned_to: 'gone', assignee_name: 'Gil', status: 'pending' }),
  ];
  const board = assignmentBoard(tasks, MEMBERS);

  it('lists every other member with what they have now, in list order; never the organizer', () => {
    expect(board.shares.map((share) => [share.name, share.role, titles(share.tasks)])).toEqual([
      ['Kit', 'child', ['Sort shoes', 'Dust shelf']],
      ['Dan', 'parent', ['Fold towels']],
      ['Gil', null, ['Water plants']],
    ]);
  });

  it('offers the open tasks nobody has; finished and approved ones are nobody’s to hand out', () => {
    expect(titles(board.unassigned)).toEqual(['Clear desk']);
  });

  it('still lists members with nothing yet', () => {
    expect(
      assignmentBoard([task('Clear desk')], MEMBERS).shares.map((share) => [share.name, share.tasks.length]),
    ).toEqual([
      ['Kit', 0],
      ['Dan', 0],
    ]);
  });
});
