import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test-support/fake-api';
import { renderWithQueries } from '../../../test-support/render-with-queries';
import type { SpaceMember } from '../api/get-space';
import type { SpaceTask } from '../api/get-space-tasks';
import { AssignmentPanel } from './assignment-panel';

const MEMBERS: SpaceMember[] = [
  { user_id: 'me', full_name: 'Olga Organizer', email: 'olga@example.com', role: 'organizer', is_you: true },
  { user_id: 'kid', full_name: 'Kit Child', email: 'kit@example.com', role: 'child', is_you: false },
];

const task = (
  id: string,
  title: string,
  order_index: number,
  assignment: SpaceTask['assignment'] = null,
): SpaceTask => ({
  id,
  title,
  description: null,
  category: 'organize',
  priority: 1,
  estimated_time: 10,
  order_index,
  is_completed: false,
  updated_at: '2026-03-14T08:00:00.000Z',
  assignment,
});

const sortShoes = task('t1', 'Sort shoes', 0, {
  id: 'a1',
  assigned_to: 'kid',
  assignee_name: 'Kit Child',
  status: 'pending',
  rejection_reason: null,
  points_awarded: null,
});
const clearDesk = task('t2', 'Clear desk', 1);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Organizer tab’s task-assignment panel (spec 02 §2)', () => {
  // Typing, a dialog and a refetch: slow on a busy machine.
  it('shows who has what and assigns an open task from there', async () => {
    let tasks = [sortShoes, clearDesk];
    const api = fakeApi({
      'GET /api/spaces/kitchen-1/space-tasks': async () => ({ status: 200, body: { tasks } }),
      'POST /api/space-tasks/t2/assign': async () => {
        tasks = [sortShoes, { ...clearDesk, assignment: { ...sortShoes.assignment!, id: 'a2' } }];
        return { status: 201, body: { assignment: tasks[1]!.assignment } };
      },
    });
    renderWithQueries(
      <MemoryRouter>
        <AssignmentPanel spaceId="kitchen-1" members={MEMBERS} />
        <Toaster />
      </MemoryRouter>,
    );
    const user = userEvent.setup();

    const kit = await screen.findByRole('list', { name: "Kit Child's tasks" });
    expect(within(kit).getByText('Sort shoes')).toBeTruthy();
    expect(within(kit).getByText('To do')).toBeTruthy();
    // The organizer is not someone to hand tasks to.
    expect(screen.queryByText('Olga Organizer')).toBeNull();
    const open = screen.getByRole('list', { name: 'Not assigned yet' });
    expect(within(open).getByText('Clear desk')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Assign Clear desk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign task' });
    await user.selectOptions(within(dialog).getByLabelText('Family member'), 'kid');
    await user.click(within(dialog).getByRole('button', { name: 'Assign task' }));

    expect(await screen.findByText('Task assigned successfully')).toBeTruthy();
    expect(api.requests()).toContainEqual({
      method: 'POST',
      path: '/api/space-tasks/t2/assign',
      body: { assigned_to: 'kid' },
    });
    expect(await within(kit).findByText('Clear desk')).toBeTruthy();
    expect(await screen.findByText('Every open task has someone.')).toBeTruthy();
  }, 20_000);

  it('offers to reassign a task still to do, not one waiting for review', async () => {
    const waiting = task('t3', 'Fold towels', 2, { ...sortShoes.assignment!, id: 'a3', status: 'submitted' });
    fakeApi({ 'GET /api/spaces/kitchen-1/space-tasks': { status: 200, body: { tasks: [sortShoes, waiting] } } });
    renderWithQueries(
      <MemoryRouter>
        <AssignmentPanel spaceId="kitchen-1" members={MEMBERS} />
      </MemoryRouter>,
    );

    expect(await screen.findByRole('button', { name: 'Reassign Sort shoes' })).toBeTruthy();
    expect(screen.getByText('Waiting for review')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reassign Fold towels' })).toBeNull();
  });
});
