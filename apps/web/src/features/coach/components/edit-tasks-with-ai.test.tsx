import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test-support/fake-api';
import { renderWithQueries } from '../../../test-support/render-with-queries';
import type { TaskEditPreview } from '../api/edit-tasks';
import type { TaskListChange } from '../api/get-latest-change';
import { ChangeUndoStatus } from './change-undo-status';
import { EditTasksWithAi } from './edit-tasks-with-ai';

// Edit with AI shows what the coach would change before anything changes (issue 18): Will add, Will change
// (before → after) and Will remove, each counted; Apply applies that proposal, Cancel nothing. After Apply the
// change can be undone, and Undo says so.

const base = '/api/spaces/home';
const desk = {
  title: 'Clear the desk',
  description: '- Clear it',
  category: 'declutter' as const,
  priority: 2,
  estimated_time: 20,
};

const preview: TaskEditPreview = {
  understood: true,
  message: 'I made the tasks shorter and took out the shelf.',
  changes: {
    added: [{ title: 'Wipe the screen', description: '- Wipe', category: 'clean', priority: 1, estimated_time: 5 }],
    changed: [
      {
        id: 't1',
        title: 'Clear the desk',
        fields: [{ field: 'estimated_time', before: 20, after: 10 }],
        moved: false,
      },
    ],
    removed: [
      { id: 't2', title: 'Dust the shelf', description: '', category: 'clean', priority: 1, estimated_time: 15 },
    ],
  },
  proposal: { basis: 'basis-1', tasks: [{ ...desk, id: 't1', estimated_time: 10 }] },
};

const change: TaskListChange = {
  id: 'v1',
  reason: 'edit',
  summary: 'Added 1 task, changed 1 task and removed 1 task.',
  added_count: 1,
  created_at: '2026-03-14T09:00:00.000Z',
  undo_until: '2026-03-15T09:00:00.000Z',
};

function show(answers: Parameters<typeof fakeApi>[0]) {
  let latest: TaskListChange | null = null;
  const api = fakeApi({
    [`GET ${base}/task-list-versions/latest`]: async () => ({ status: 200, body: { version: latest } }),
    [`POST ${base}/coach/edit-tasks`]: { status: 200, body: preview },
    [`POST ${base}/coach/edit-tasks/apply`]: async () => {
      latest = change;
      return {
        status: 200,
        body: { message: change.summary, versionId: 'v1', undoUntil: change.undo_until, tasks: [] },
      };
    },
    [`POST ${base}/task-list-versions/v1/undo`]: async () => {
      latest = null;
      return {
        status: 200,
        body: { message: 'Undone: the task list is back as it was before the change.', tasks: [] },
      };
    },
    ...answers,
  });
  renderWithQueries(
    <>
      <EditTasksWithAi spaceId="home" />
      <Toaster />
    </>,
  );
  return api;
}

const posts = (api: ReturnType<typeof fakeApi>) => api.requests().filter((request) => request.method === 'POST');

async function askForShorterTasks() {
  await userEvent.type(screen.getByLabelText('Describe how to change the tasks'), 'make them shorter');
  await userEvent.click(screen.getByRole('button', { name: 'Update tasks' }));
  return screen.findByRole('dialog', { name: 'Review the changes' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the preview of an edit by prompt', () => {
  it('shows what would be added, changed and removed, with counts, and Cancel applies nothing', async () => {
    const api = show({});
    const dialog = await askForShorterTasks();
    expect(within(dialog).getByText(preview.message)).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Will add (1 task)' })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Will change (1 task)' })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Will remove (1 task)' })).toBeTruthy();
    expect(within(dialog).getByText('Wipe the screen')).toBeTruthy();
    expect(within(dialog).getByText('Dust the shelf')).toBeTruthy();
    // Before → after, field by field.
    expect(within(dialog).getByText('Time:')).toBeTruthy();
    expect(within(dialog).getByText('20 min')).toBeTruthy();
    expect(within(dialog).getByText('10 min')).toBeTruthy();
    expect(within(dialog).getByLabelText('becomes')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(api).map((request) => request.path)).toEqual([`${base}/coach/edit-tasks`]);
    // The focus goes back to where the person was.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Update tasks' }));
  });

  it('applies exactly the proposal it showed, then offers Undo, which puts the list back and says so', async () => {
    const api = show({});
    const dialog = await askForShorterTasks();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(api)[1]).toEqual({ method: 'POST', path: `${base}/coach/edit-tasks/apply`, body: preview.proposal });

    const status = await screen.findByText(change.summary);
    expect(status.closest('[role="status"]')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: `Undo: ${change.summary}` }));
    expect(await screen.findByText('Undone: the task list is back as it was before the change.')).toBeTruthy();
    expect(posts(api).at(-1)?.path).toBe(`${base}/task-list-versions/v1/undo`);
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
  });

  it('says so, with only Close, when nothing would change', async () => {
    const none = { ...preview, message: 'The tasks already fit.', changes: { added: [], changed: [], removed: [] } };
    const api = show({ [`POST ${base}/coach/edit-tasks`]: { status: 200, body: none } });
    const dialog = await askForShorterTasks();
    expect(within(dialog).getByText('Nothing would change: the task list already fits.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Apply changes' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(api)).toHaveLength(1);
  });

  it('shows the reason when the list changed since the preview (409), and closes the preview', async () => {
    const message = 'The task list changed since this preview. Please ask again to see the changes.';
    show({ [`POST ${base}/coach/edit-tasks/apply`]: { status: 409, body: { error: { code: 'conflict', message } } } });
    const dialog = await askForShorterTasks();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply changes' }));
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens no preview when the coach did not understand, and says so', async () => {
    const puzzled = {
      understood: false,
      message: "Sorry, I didn't understand that.",
      changes: preview.changes,
      proposal: null,
    };
    show({ [`POST ${base}/coach/edit-tasks`]: { status: 200, body: puzzled } });
    await userEvent.type(screen.getByLabelText('Describe how to change the tasks'), 'qwerty');
    await userEvent.click(screen.getByRole('button', { name: 'Update tasks' }));
    expect(await screen.findByText("Sorry, I didn't understand that.")).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Undo of a reanalysis', () => {
  const reanalysis: TaskListChange = {
    ...change,
    id: 'v2',
    reason: 'reanalyze',
    summary: 'The new analysis added 2 tasks.',
  };

  it('is offered for the tasks it added, and a refusal gives the server’s reason', async () => {
    const message = "This change can't be undone: “Label the drawers” was assigned since.";
    fakeApi({
      [`GET ${base}/task-list-versions/latest`]: { status: 200, body: { version: reanalysis } },
      [`POST ${base}/task-list-versions/v2/undo`]: { status: 409, body: { error: { code: 'conflict', message } } },
    });
    renderWithQueries(
      <>
        <ChangeUndoStatus spaceId="home" reason="reanalyze" />
        <Toaster />
      </>,
    );
    const button = await screen.findByRole('button', { name: 'Undo: The new analysis added 2 tasks.' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText("Couldn't undo the change.")).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('is not offered for an edit by prompt there', async () => {
    fakeApi({ [`GET ${base}/task-list-versions/latest`]: { status: 200, body: { version: change } } });
    renderWithQueries(<ChangeUndoStatus spaceId="home" reason="reanalyze" />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
