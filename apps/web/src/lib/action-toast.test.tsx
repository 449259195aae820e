import { act, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { actionToast } from './action-toast';

describe('actionToast: one toast per action, gone once a retry works', () => {
  it('shows a failed retry once, and keeps another action’s failure when this one works', async () => {
    render(<Toaster />);
    const kitchen = actionToast('add-daily-task:kitchen');
    const garage = actionToast('add-daily-task:garage');

    act(() => kitchen.failed('Failed to add daily task. Please try again.'));
    act(() => kitchen.failed('Failed to add daily task. Please try again.'));
    act(() => garage.failed('Failed to add the garage task.'));
    expect(await screen.findAllByText('Failed to add daily task. Please try again.')).toHaveLength(1);

    act(() => kitchen.succeeded('Task added'));
    await waitFor(() => expect(screen.queryByText('Failed to add daily task. Please try again.')).toBeNull());
    expect(screen.getByText('Task added')).toBeTruthy();
    expect(screen.getByText('Failed to add the garage task.')).toBeTruthy();
  });
});
