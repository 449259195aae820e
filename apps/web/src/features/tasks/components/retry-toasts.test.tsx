import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test-support/fake-api';
import { renderWithQueries } from '../../../test-support/render-with-queries';
import { AddDailyTaskDialog } from './add-daily-task-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a failed attempt’s toast goes when the next attempt works', () => {
  it('takes the Add Daily Task failure away when the next attempt is saved', async () => {
    const answers = [
      { status: 500, body: { error: { code: 'internal', message: 'Boom' } } },
      { status: 201, body: { tasks: [] } },
    ];
    fakeApi({ 'POST /api/spaces/kitchen-1/daily-tasks': async () => answers.shift()! });
    const onOpenChange = vi.fn();
    renderWithQueries(
      <>
        <AddDailyTaskDialog spaceId="kitchen-1" date="2026-03-14" open onOpenChange={onOpenChange} />
        <Toaster />
      </>,
    );
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Title'), 'Wipe the counters');
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    expect(await screen.findByText('Failed to add daily task. Please try again.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    await waitFor(() => expect(screen.queryByText('Failed to add daily task. Please try again.')).toBeNull());
  });
});
