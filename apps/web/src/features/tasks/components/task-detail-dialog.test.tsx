import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithQueries } from '../../../test-support/render-with-queries';
import type { SpaceTask } from '../api/get-space-tasks';
import { TaskDetailDialog } from './task-detail-dialog';

const task = (description: string | null): SpaceTask => ({
  id: 'task-1',
  title: 'Reset the nightstand',
  description,
  category: 'declutter',
  priority: 2,
  estimated_time: 10,
  order_index: 0,
  is_completed: false,
  updated_at: '2026-03-14T08:00:00.000Z',
  assignment: null,
});

/** How often the dialog shows a text, wherever it is. */
const timesShown = (dialog: HTMLElement, text: string) => (dialog.textContent ?? '').split(text).length - 1;

function open(description: string | null) {
  renderWithQueries(<TaskDetailDialog spaceId="bedroom-1" task={task(description)} open onOpenChange={() => {}} />);
  return screen.getByRole('dialog', { name: 'Reset the nightstand' });
}

describe('the task detail dialog lists its steps once (spec 02 §2)', () => {
  it('shows bulleted steps as the list only, not again as the description', () => {
    const dialog = open('- Clear the nightstand\n- Wipe the surface');

    const steps = within(dialog).getByRole('list');
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Clear the nightstandAbout 5 min', 'Wipe the surfaceAbout 5 min']);
    expect(timesShown(dialog, 'Clear the nightstand')).toBe(1);
    expect(timesShown(dialog, 'Wipe the surface')).toBe(1);
  });

  it('keeps the words around the steps as text above the list', () => {
    const dialog = open('Start here:\n- Pick up toys\n- Vacuum the rug\nThen relax.');

    expect(within(dialog).getByText(/Start here:\s+Then relax\./)).toBeTruthy();
    expect(timesShown(dialog, 'Pick up toys')).toBe(1);
    expect(timesShown(dialog, 'Vacuum the rug')).toBe(1);
  });

  it('shows steps read from sentences once', () => {
    const dialog = open('Clear the desk surface. Put pens back in the cup!');

    expect(timesShown(dialog, 'Clear the desk surface.')).toBe(1);
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2);
  });

  it('shows a description with no steps as text, with no step list', () => {
    const dialog = open('Tidy up.');

    expect(within(dialog).getByText('Tidy up.')).toBeTruthy();
    expect(within(dialog).queryByRole('list')).toBeNull();
  });
});
