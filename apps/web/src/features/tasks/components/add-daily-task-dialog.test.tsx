import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test-support/fake-api';
import { renderWithQueries } from '../../../test-support/render-with-queries';
import { AddDailyTaskDialog } from './add-daily-task-dialog';

const ADD_TASKS = 'POST /api/spaces/kitchen-1/daily-tasks';

function openDialog() {
  const onOpenChange = vi.fn();
  renderWithQueries(
    <>
      <AddDailyTaskDialog spaceId="kitchen-1" date="2026-03-14" open onOpenChange={onOpenChange} />
      <Toaster />
    </>,
  );
  return { onOpenChange, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Add a daily task (spec 02 §5)', () => {
  it('sends the task with its time and points, says "Adding..." meanwhile, and closes when saved', async () => {
    let answer!: (reply: { status: number; body: unknown }) => void;
    const api = fakeApi({ [ADD_TASKS]: () => new Promise((resolve) => (answer = resolve)) });
    const { onOpenChange, user } = openDialog();

    await user.type(screen.getByLabelText('Title'), '  Wipe the counters ');
    await user.type(screen.getByLabelText('Description'), 'Crumbs first');
    await user.clear(screen.getByLabelText('Points'));
    await user.type(screen.getByLabelText('Points'), '15');
    await user.click(screen.getByRole('button', { name: 'Add task' }));

    const waiting = await screen.findByRole('button', { name: 'Adding...' });
    expect(waiting.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    // A second press while it is sending does not add the task twice.
    await user.click(waiting);
    expect(api.requests()).toEqual([
      {
        method: 'POST',
        path: '/api/spaces/kitchen-1/daily-tasks',
        body: {
          date: '2026-03-14',
          origin: 'custom',
          tasks: [{ title: 'Wipe the counters', description: 'Crumbs first', estimated_time: 30, points: 15 }],
        },
      },
    ]);
    expect(onOpenChange).not.toHaveBeenCalled();

    answer({ status: 201, body: { tasks: [] } });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('with no title, says so at the field, puts the cursor there and sends nothing', async () => {
    const api = fakeApi({});
    const { onOpenChange, user } = openDialog();

    await user.click(screen.getByRole('button', { name: 'Add task' }));

    const title = screen.getByLabelText('Title');
    expect(await screen.findByText('Please enter a task title.')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-describedby')).toContain(screen.getByText('Please enter a task title.').id);
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(api.requests()).toEqual([]);
    expect(onOpenChange).not.toHaveBeenCalled();

    // Typing in the field takes its problem away.
    await user.type(title, 'S');
    expect(screen.queryByText('Please enter a task title.')).toBeNull();
    expect(title.getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a time outside 5 to 480 minutes and points outside 1 to 100', async () => {
    const api = fakeApi({});
    const { user } = openDialog();

    await user.type(screen.getByLabelText('Title'), 'Sort the mail');
    await user.clear(screen.getByLabelText('Time (minutes)'));
    await user.type(screen.getByLabelText('Time (minutes)'), '481');
    await user.clear(screen.getByLabelText('Points'));
    await user.click(screen.getByRole('button', { name: 'Add task' }));

    expect(await screen.findByText('Time must be a whole number from 5 to 480 minutes.')).toBeTruthy();
    expect(screen.getByText('Points must be a whole number from 1 to 100.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Time (minutes)')));
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBeNull();
    expect(api.requests()).toEqual([]);
  });

  it('stays open with what was typed and says so when the server fails', async () => {
    fakeApi({ [ADD_TASKS]: { status: 500, body: { error: { code: 'internal', message: 'Boom' } } } });
    const { onOpenChange, user } = openDialog();

    await user.type(screen.getByLabelText('Title'), 'Sort the mail');
    await user.click(screen.getByRole('button', { name: 'Add task' }));

    expect(await screen.findByText('Failed to add daily task. Please try again.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Sort the mail');
    expect(screen.getByRole('button', { name: 'Add task' }).getAttribute('aria-disabled')).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('Cancel closes without sending anything', async () => {
    const api = fakeApi({});
    const { onOpenChange, user } = openDialog();

    await user.type(screen.getByLabelText('Title'), 'Sort the mail');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(api.requests()).toEqual([]);
  });
});
